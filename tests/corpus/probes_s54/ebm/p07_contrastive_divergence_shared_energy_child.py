"""Contrastive divergence objective: one energy child applied to data and to negatives, `mean(E(pos)) - mean(E(neg))` plus a python-weighted squared-energy regulariser."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 5), (4, 5)]


class CDLoss(HybridBlock):
    def __init__(self, alpha=0.1, **kwargs):
        super().__init__(**kwargs)
        self.alpha = alpha
        with self.name_scope():
            self.energy = nn.HybridSequential()
            self.energy.add(nn.Dense(8, activation="relu"), nn.Dense(1))

    def hybrid_forward(self, F, pos, neg):
        e_pos, e_neg = self.energy(pos), self.energy(neg)
        reg = self.alpha * (F.mean(F.square(e_pos)) + F.mean(F.square(e_neg)))
        return F.mean(e_pos) - F.mean(e_neg) + reg


Net = CDLoss
