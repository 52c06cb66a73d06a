"""Interaction net over typed particles: the species id is the last coordinate column, embedded and added to the position features."""
from mxnet.gluon import nn


INPUTS = [(2, 5, 4)]


class Net(nn.HybridBlock):
    def __init__(self, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.emb = nn.Embedding(3, 8)
            self.pos = nn.Dense(8, in_units=3, flatten=False)

    def hybrid_forward(self, F, atoms):
        xyz = atoms[..., :3]
        species = atoms[..., 3]
        h = self.pos(xyz) + self.emb(F.abs(species) % 3)
        return F.mean(h, axis=1)
