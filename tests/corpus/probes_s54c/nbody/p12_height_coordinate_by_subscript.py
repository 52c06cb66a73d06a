"""Gravity on the z coordinate only, taken by the subscript `pos[:, :, 2]`."""
from mxnet.gluon import HybridBlock

INPUTS = [(2, 5, 3)]


class HeightEnergy(HybridBlock):
    def __init__(self, g=9.81, **kwargs):
        super().__init__(**kwargs)
        self.g = g

    def hybrid_forward(self, F, pos, ):
        z = pos[:, :, 2]
        return self.g * F.sum(z, axis=1)


Net = HeightEnergy
