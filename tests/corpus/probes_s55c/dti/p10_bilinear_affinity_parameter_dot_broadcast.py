"""Bilinear drug-target affinity: pooled drug vector times a weight Parameter by `dot`, `broadcast_mul` with the pooled protein vector, summed, plus a scalar bias Parameter by `broadcast_add`."""
from mxnet import init
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 6), (2, 9, 4)]


class BilinearAffinity(HybridBlock):
    def __init__(self, drug_dim=6, prot_dim=4, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.weight = self.params.get("weight", shape=(drug_dim, prot_dim), init=init.Normal(0.1))
            self.bias = self.params.get("bias", shape=(1,), init=init.Zero())

    def hybrid_forward(self, F, atoms, residues, weight, bias):
        d = F.mean(atoms, axis=1)
        p = F.mean(residues, axis=1)
        score = F.sum(F.broadcast_mul(F.dot(d, weight), p), axis=1)
        return F.broadcast_add(score, bias)


Net = BilinearAffinity
