"""Per-molecule energies for a packed batch of atoms: atomic energies (A, 1) from an MLP, summed per molecule by `F.dot(membership, atom_energy)` with a (M, A) membership matrix input."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(7, 4), (2, 7)]


class MoleculeEnergy(HybridBlock):
    def __init__(self, hidden=8, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.atomwise = nn.HybridSequential()
            self.atomwise.add(nn.Dense(hidden, activation="tanh"), nn.Dense(1))

    def hybrid_forward(self, F, atom_features, raw_membership):
        membership = raw_membership > 0
        atom_energy = self.atomwise(atom_features)
        return F.dot(membership, atom_energy).reshape((-1,))


Net = MoleculeEnergy
