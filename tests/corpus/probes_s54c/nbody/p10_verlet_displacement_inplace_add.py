"""Returns the displacement of one Euler step: `x = pos; x += self.dt * vel` then `x - pos` (the in-place add on the alias)."""
from mxnet.gluon import HybridBlock

INPUTS = [(2, 5, 3), (2, 5, 3)]


class Displacement(HybridBlock):
    def __init__(self, dt=0.1, **kwargs):
        super().__init__(**kwargs)
        self.dt = dt

    def hybrid_forward(self, F, pos, vel):
        x = pos
        x += self.dt * vel
        return x - pos


Net = Displacement
