"""FNet variant with a learned (d,) bias after the hidden-axis DFT: `F.dot(x, cd) + bias` by plain `+` of the (N, L, d) mixing and the (d,) Parameter (eagerly broadcast, traced elementwise on different shapes)."""
import numpy as np
from mxnet.gluon import HybridBlock

INPUTS = [(2, 6, 4)]


class PlainBias(HybridBlock):
    def __init__(self, units=4, **kwargs):
        super(PlainBias, self).__init__(**kwargs)
        ang = 2 * np.pi * np.outer(np.arange(units), np.arange(units)) / units
        with self.name_scope():
            self.cd = self.params.get_constant("cd", np.cos(ang).astype("float32"))
            self.bias = self.params.get("bias", shape=(units,), init="ones")

    def hybrid_forward(self, F, x, cd, bias):
        return F.dot(x, cd) + bias


Net = PlainBias
