"""Attention masks from input lengths: lengths (B,) scaled to 1..T, `F.contrib.arange_like(x, axis=1)`
compared by `broadcast_lesser` into (B, T), `expand_dims(1)` and `broadcast_like` onto (B, T, T) scores,
masked by `F.where`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6, 8), (2,)]


class LengthMask(HybridBlock):
    def __init__(self, max_len=6, units=8, **kwargs):
        super().__init__(**kwargs)
        self.max_len = max_len
        with self.name_scope():
            self.q = nn.Dense(units, flatten=False)
            self.k = nn.Dense(units, flatten=False)

    def hybrid_forward(self, F, x, lengths):
        valid = F.floor((lengths + 1) * 0.5 * (self.max_len - 1)) + 1
        steps = F.contrib.arange_like(x, axis=1)
        mask = F.broadcast_lesser(steps.reshape((1, -1)), valid.reshape((-1, 1)))
        scores = F.batch_dot(self.q(x), self.k(x), transpose_b=True)
        mask = F.broadcast_like(mask.expand_dims(1), scores)
        scores = F.where(mask, scores, F.ones_like(scores) * -1e4)
        return F.batch_dot(F.softmax(scores, axis=-1), x)


Net = LengthMask
