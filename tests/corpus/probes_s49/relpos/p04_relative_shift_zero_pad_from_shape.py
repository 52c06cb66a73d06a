"""Transformer-XL `_rel_shift`: a zero column of shape `(x.shape[0], x.shape[1], 1)` is concatenated to the (N, Q, K) scores, which are reshaped to (N, K+1, Q), trimmed and reshaped back."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 8)]


def rel_shift(F, x):
    n, q, k = x.shape
    zero_pad = F.zeros((n, q, 1))
    padded = F.concat(zero_pad, x, dim=2).reshape((n, k + 1, q))
    return F.slice_axis(padded, axis=1, begin=1, end=None).reshape((n, q, k))


class Net(HybridBlock):
    def __init__(self, dim=8, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.q = nn.Dense(dim, flatten=False, in_units=dim)
            self.r = nn.Dense(dim, flatten=False, in_units=dim)

    def hybrid_forward(self, F, x):
        bd = F.batch_dot(self.q(x), self.r(x), transpose_b=True)
        return F.softmax(rel_shift(F, bd), axis=-1)
