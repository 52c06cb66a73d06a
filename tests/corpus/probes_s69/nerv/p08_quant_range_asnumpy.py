"""NeRV quantisation whose step is computed in numpy: `float(F.abs(weight).max().asnumpy())`, then the
weight rounded to that grid."""
from mxnet.gluon import HybridBlock

INPUTS = [(3, 6)]


class NumpyRangeQuant(HybridBlock):
    def __init__(self, units=5, in_units=6, bits=4, **kwargs):
        super().__init__(**kwargs)
        self.units = units
        self.levels = 2 ** (bits - 1) - 1
        with self.name_scope():
            self.weight = self.params.get("weight", shape=(units, in_units))
            self.bias = self.params.get("bias", shape=(units,), init="zeros")

    def hybrid_forward(self, F, x, weight, bias):
        step = float(F.abs(weight).max().asnumpy()) / self.levels + 1e-8
        q = F.round(weight / step) * step
        return F.FullyConnected(x, q, bias, num_hidden=self.units)


Net = NumpyRangeQuant
