"""Forward algorithm that freezes alpha past each sequence's length: step masks from `contrib.arange_like` against the lengths, mixed in by `F.where`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 6), (2,)]


class MaskedCRF(HybridBlock):
    def __init__(self, num_tags=4, max_len=5, **kwargs):
        super().__init__(**kwargs)
        self._max_len = max_len
        with self.name_scope():
            self.transitions = self.params.get("transitions", shape=(num_tags, num_tags))

    def hybrid_forward(self, F, emissions, lengths, transitions):
        positions = F.contrib.arange_like(emissions, axis=1)                        # (T,)
        mask = F.broadcast_lesser(positions.reshape((1, -1)), lengths.reshape((-1, 1)))   # (N, T)
        alpha = F.slice_axis(emissions, axis=1, begin=0, end=1).reshape((0, -1))
        for t in range(1, self._max_len):
            emit = F.slice_axis(emissions, axis=1, begin=t, end=t + 1).reshape((0, -1))
            s = F.broadcast_add(F.broadcast_add(alpha.expand_dims(2), transitions.expand_dims(0)), emit.expand_dims(1))
            m = F.max(s, axis=1, keepdims=True)
            nxt = F.log(F.sum(F.exp(F.broadcast_sub(s, m)), axis=1)) + m.reshape((0, -1))
            keep = F.slice_axis(mask, axis=1, begin=t, end=t + 1)
            alpha = F.where(F.broadcast_like(keep, alpha), nxt, alpha)
        m = F.max(alpha, axis=1, keepdims=True)
        return F.log(F.sum(F.exp(F.broadcast_sub(alpha, m)), axis=1)) + m.reshape((-1,))


class Net(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.proj = nn.Dense(4, flatten=False, in_units=6)
            self.crf = MaskedCRF()

    def hybrid_forward(self, F, x, raw_len):
        return self.crf(self.proj(x), F.clip(F.floor((raw_len + 1) * 2.5), 1, 5))
