"""BigGAN orthogonal regularisation returned with the output: the (out, in) weight Parameter passed in, `W W^T` by `F.dot(transpose_b=True)`, the diagonal removed by `1 - F.eye(self._out)` with the python size from `__init__`, squared Frobenius norm scaled by beta."""
from mxnet.gluon import HybridBlock

INPUTS = [(3, 6)]


class OrthoRegularisedLinear(HybridBlock):
    def __init__(self, in_units=6, units=4, beta=1e-4, **kwargs):
        super().__init__(**kwargs)
        self._out = units
        self._beta = beta
        with self.name_scope():
            self.weight = self.params.get("weight", shape=(units, in_units))

    def hybrid_forward(self, F, x, weight):
        out = F.FullyConnected(x, weight, no_bias=True, num_hidden=self._out)
        wwt = F.dot(weight, weight, transpose_b=True)
        reg = self._beta * F.sum(F.square(wwt * (1 - F.eye(self._out))))
        return out, reg


Net = OrthoRegularisedLinear
