"""Gravitational potential: inverse distances (B, N, N) times the masses of the sources expanded to (B, 1, N) by the plain `*`."""
from mxnet.gluon import HybridBlock

INPUTS = [(2, 5, 3), (2, 5)]


class Potential(HybridBlock):
    def __init__(self, g=1.0, soft=0.1, **kwargs):
        super().__init__(**kwargs)
        self.g, self.soft = g, soft

    def hybrid_forward(self, F, pos, mass):
        diff = F.broadcast_sub(pos.expand_dims(2), pos.expand_dims(1))
        inv = 1.0 / F.sqrt(F.sum(F.square(diff), axis=-1) + self.soft ** 2)
        phi = -self.g * inv * F.abs(mass).expand_dims(1)
        return F.sum(phi, axis=-1)


Net = Potential
