"""Pooling by multihead attention (PMA): k learned seed vectors (1, k, D) broadcast to the batch by `broadcast_like(lhs_axes=(0,), rhs_axes=(0,))`, single-head attention over the set."""
import math
from mxnet import init
from mxnet.gluon import HybridBlock, nn

INPUTS = [(3, 7, 8)]


class PMA(HybridBlock):
    def __init__(self, dim=8, seeds=2, **kwargs):
        super().__init__(**kwargs)
        self.dim = dim
        with self.name_scope():
            self.seed = self.params.get("seed", shape=(1, seeds, dim), init=init.Xavier())
            self.k = nn.Dense(dim, flatten=False)
            self.v = nn.Dense(dim, flatten=False)

    def hybrid_forward(self, F, x, seed):
        s = F.broadcast_like(seed, x, lhs_axes=(0,), rhs_axes=(0,))
        att = F.softmax(F.batch_dot(s, self.k(x), transpose_b=True) / math.sqrt(self.dim), axis=-1)
        return s + F.batch_dot(att, self.v(x))


Net = PMA
