"""Forward algorithm that loops `for t in range(1, emissions.shape[1])`, the sequence length read from the input."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 6)]


class CRF(HybridBlock):
    def __init__(self, num_tags=4, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.transitions = self.params.get("transitions", shape=(num_tags, num_tags))

    def _logsumexp(self, F, s, axis):
        m = F.max(s, axis=axis, keepdims=True)
        return F.log(F.sum(F.exp(F.broadcast_sub(s, m)), axis=axis)) + F.squeeze(m, axis=axis)

    def hybrid_forward(self, F, emissions, transitions):
        seq_len = emissions.shape[1]
        alpha = F.slice_axis(emissions, axis=1, begin=0, end=1).reshape((0, -1))
        for t in range(1, seq_len):
            emit = F.slice_axis(emissions, axis=1, begin=t, end=t + 1).reshape((0, 1, -1))
            scores = F.broadcast_add(F.broadcast_add(alpha.expand_dims(2), transitions.expand_dims(0)), emit)
            alpha = self._logsumexp(F, scores, 1)
        return self._logsumexp(F, alpha, 1)


class Net(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.proj = nn.Dense(4, flatten=False, in_units=6)
            self.crf = CRF()

    def hybrid_forward(self, F, x):
        return self.crf(self.proj(x))
