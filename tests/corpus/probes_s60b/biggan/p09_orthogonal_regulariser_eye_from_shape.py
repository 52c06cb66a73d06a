"""BigGAN orthogonal regularisation sizing the identity from the weight: `F.eye(weight.shape[0])`."""
from mxnet.gluon import HybridBlock

INPUTS = [(3, 6)]


class ShapeOrthoLinear(HybridBlock):
    def __init__(self, in_units=6, units=4, beta=1e-4, **kwargs):
        super().__init__(**kwargs)
        self._out = units
        self._beta = beta
        with self.name_scope():
            self.weight = self.params.get("weight", shape=(units, in_units))

    def hybrid_forward(self, F, x, weight):
        out = F.FullyConnected(x, weight, no_bias=True, num_hidden=self._out)
        wwt = F.dot(weight, weight, transpose_b=True)
        reg = self._beta * F.sum(F.square(wwt * (1 - F.eye(weight.shape[0]))))
        return out, reg


Net = ShapeOrthoLinear
