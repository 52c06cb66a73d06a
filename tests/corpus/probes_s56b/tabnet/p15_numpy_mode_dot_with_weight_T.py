"""Numpy-mode TabNet feature transformer (`@use_np`, `hybrid_forward`): `F.np.dot(x, weight.T)` with a (units, D) Parameter (numpy arrays and symbols both have `.T`), GLU halves by `F.np.split`."""
from mxnet import npx
from mxnet.gluon import HybridBlock
from mxnet.util import use_np

npx.set_np()

INPUTS = [(4, 6)]


@use_np
class NumpyGLU(HybridBlock):
    def __init__(self, in_units=6, units=4, **kwargs):
        super(NumpyGLU, self).__init__(**kwargs)
        with self.name_scope():
            self.weight = self.params.get("weight", shape=(2 * units, in_units))

    def hybrid_forward(self, F, x, weight):
        h = F.np.dot(x, weight.T)
        value, gate = F.np.split(h, 2, axis=1)
        return value * F.npx.sigmoid(gate)


Net = NumpyGLU
