"""Contrastive divergence loss of an EBM: positive minus negative energies plus an energy-magnitude regulariser, the loss clipped when it blows up (an .asscalar() test)."""
from mxnet.gluon import nn


INPUTS = [(4, 3), (4, 3)]


class Net(nn.HybridBlock):
    def __init__(self, alpha=0.1, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.alpha = alpha
        with self.name_scope():
            self.energy = nn.Dense(1, in_units=3)

    def hybrid_forward(self, F, pos, neg):
        e_pos, e_neg = self.energy(pos), self.energy(neg)
        loss = e_pos.mean() - e_neg.mean() + self.alpha * (e_pos ** 2 + e_neg ** 2).mean()
        if loss.asscalar() > 1e3:
            loss = F.clip(loss, -1e3, 1e3)
        return loss
