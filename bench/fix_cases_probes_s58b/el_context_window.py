"""A context window around a mention at a fixed position: tokens from `max(0, p - w)` to `min(h.shape[1], p + w + 1)` cut with a python slice, mean-pooled, and compared by dot product with each candidate's vector."""
from mxnet.gluon import nn


INPUTS = [(2, 9, 4), (2, 3, 4)]


class Net(nn.HybridBlock):
    def __init__(self, position=6, window=3, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.p, self.w = position, window
        with self.name_scope():
            self.ctx = nn.Dense(4, in_units=4, flatten=False)

    def hybrid_forward(self, F, h, cand):
        lo = max(0, self.p - self.w)
        hi = min(h.shape[1], self.p + self.w + 1)
        ctx = F.mean(self.ctx(h[:, lo:hi]), axis=1)
        return F.batch_dot(cand, ctx.expand_dims(2)).reshape((-1, cand.shape[1]))
