"""Poincare embedding training head with the anchor-to-negatives difference written `u.expand_dims(1) - v` on (N, 1, D) and (N, K, D)."""
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
        sq = F.sum(F.square(u.expand_dims(1) - v), axis=-1)
        return F.log_softmax(-sq, axis=-1)


Net = NegativeDistances
