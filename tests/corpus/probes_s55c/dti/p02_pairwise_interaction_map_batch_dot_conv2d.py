"""Pairwise interaction map: atom features (N, Ld, C) against residue features (N, Lp, C) by `batch_dot(transpose_b=True)`, given a channel axis by `expand_dims(1)` and read by a Conv2D with global pooling."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 6), (2, 9, 6)]


class InteractionMap(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.drug_proj = nn.Dense(6, flatten=False, activation="relu")
            self.prot_proj = nn.Dense(6, flatten=False, activation="relu")
            self.conv = nn.Conv2D(4, 3, padding=1, activation="relu")
            self.pool = nn.GlobalMaxPool2D()
            self.out = nn.Dense(1)

    def hybrid_forward(self, F, atoms, residues):
        imap = F.batch_dot(self.drug_proj(atoms), self.prot_proj(residues), transpose_b=True)
        return self.out(self.pool(self.conv(imap.expand_dims(1))))


Net = InteractionMap
