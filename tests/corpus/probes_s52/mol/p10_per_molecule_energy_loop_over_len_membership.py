"""Per-molecule energies by a python loop `for m in range(len(membership))`, each molecule's row `membership[m]` times the flattened atomic energies."""
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
        atom_energy = self.atomwise(atom_features).reshape((-1,))
        energies = [F.sum(membership[m] * atom_energy) for m in range(len(membership))]
        return F.stack(*energies)


Net = MoleculeEnergy
