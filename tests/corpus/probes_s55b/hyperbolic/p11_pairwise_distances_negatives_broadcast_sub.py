"""Poincare embedding training head: distances of each anchor (N, D) to its K negatives (N, K, D) through `broadcast_sub(expand_dims(u, 1), v)`, all later arithmetic on (N, K)."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4), (2, 3, 4)]


class NegativeDistances(HybridBlock):
    def __init__(self, dim=4, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.enc = nn.Dense(dim, flatten=False, in_units=dim)

    def hybrid_forward(self, F, anchor, negatives):
        u = 0.4 * F.tanh(self.enc(anchor))
        v = 0.4 * F.tanh(self.enc(negatives))
        sq = F.sum(F.square(F.broadcast_sub(F.expand_dims(u, axis=1), v)), axis=-1)
        alpha = 1 - F.sum(F.square(u), axis=-1, keepdims=True)
        beta = 1 - F.sum(F.square(v), axis=-1)
        arg = 1 + 2 * F.broadcast_div(sq, F.broadcast_mul(alpha, beta))
        return F.log_softmax(-F.arccosh(F.clip(arg, 1 + 1e-5, 1e5)), axis=-1)


Net = NegativeDistances
