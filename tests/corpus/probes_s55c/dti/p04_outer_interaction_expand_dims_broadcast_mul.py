"""Pairwise interaction tensor (N, Ld, Lp, C) as `F.broadcast_mul(atoms.expand_dims(2), residues.expand_dims(1))`, then attention over the pairs by a softmax of the flattened map."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 6), (2, 9, 6)]


class OuterInteraction(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.drug_proj = nn.Dense(6, flatten=False)
            self.prot_proj = nn.Dense(6, flatten=False)
            self.score = nn.Dense(1, flatten=False)

    def hybrid_forward(self, F, atoms, residues):
        d = self.drug_proj(atoms).expand_dims(2)
        p = self.prot_proj(residues).expand_dims(1)
        inter = F.relu(F.broadcast_mul(d, p))
        weights = F.softmax(self.score(inter).reshape((0, -1)), axis=-1)
        pairs = inter.reshape((0, -3, 0))
        return F.batch_dot(weights.expand_dims(1), pairs).reshape((0, -1))


Net = OuterInteraction
