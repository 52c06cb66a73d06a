"""Energy-based classifier head: an MLP trunk, `Dense(1)` energy flattened to (N,) by `reshape((-1,))`, negative energies returned as scores."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 6)]


class EnergyHead(HybridBlock):
    def __init__(self, hidden=8, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.trunk = nn.HybridSequential()
            self.trunk.add(nn.Dense(hidden, activation="relu"), nn.Dense(hidden, activation="relu"))
            self.energy = nn.Dense(1)

    def hybrid_forward(self, F, x):
        return -self.energy(self.trunk(x)).reshape((-1,))


Net = EnergyHead
