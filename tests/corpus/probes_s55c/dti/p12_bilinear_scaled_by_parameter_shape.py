"""Bilinear drug-target score scaled by `1 / sqrt(self.weight.shape[1])`, the shape of a Parameter declared with a full shape (a python tuple, not a tensor's)."""
import math

from mxnet import init
from mxnet.gluon import HybridBlock

INPUTS = [(2, 5, 6), (2, 9, 4)]


class ScaledBilinear(HybridBlock):
    def __init__(self, drug_dim=6, prot_dim=4, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.weight = self.params.get("weight", shape=(drug_dim, prot_dim), init=init.Normal(0.1))

    def hybrid_forward(self, F, atoms, residues, weight):
        d = F.max(atoms, axis=1)
        p = F.max(residues, axis=1)
        score = F.sum(F.dot(d, weight) * p, axis=1)
        return score / math.sqrt(self.weight.shape[1])


Net = ScaledBilinear
