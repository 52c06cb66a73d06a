"""Energies (N,) divided by a learned (1,) temperature `F.exp(log_t)` with a plain `/`."""
from mxnet import init
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 6)]


class TemperedEnergy(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.energy = nn.Dense(1)
            self.log_t = self.params.get("log_t", shape=(1,), init=init.Constant(0.3))

    def hybrid_forward(self, F, x, log_t):
        e = self.energy(x).reshape((-1,))
        return e / F.exp(log_t)


Net = TemperedEnergy
