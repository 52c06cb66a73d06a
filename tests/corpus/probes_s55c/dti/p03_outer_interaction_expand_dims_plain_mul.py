"""Pairwise interaction tensor (N, Ld, Lp, C) as `atoms.expand_dims(2) * residues.expand_dims(1)` with a plain `*`, summed over features."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 6), (2, 9, 6)]


class OuterInteraction(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.drug_proj = nn.Dense(6, flatten=False)
            self.prot_proj = nn.Dense(6, flatten=False)

    def hybrid_forward(self, F, atoms, residues):
        d = self.drug_proj(atoms).expand_dims(2)
        p = self.prot_proj(residues).expand_dims(1)
        inter = F.relu(d * p)
        return F.max(F.sum(inter, axis=3), axis=(1, 2))


Net = OuterInteraction
