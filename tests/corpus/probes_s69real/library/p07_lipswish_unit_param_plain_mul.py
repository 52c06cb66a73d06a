"""LipSwish activation with a learnable (1,) beta multiplied into the (B, T, C) input by a plain `*`
(a forecasting library's invertible residual networks)."""
import mxnet as mx
from mxnet.gluon import HybridBlock

INPUTS = [(2, 4, 3)]


class LipSwish(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.beta = self.params.get("beta", shape=(1,), init=mx.init.Constant(1.0))

    def hybrid_forward(self, F, x, beta):
        return x * F.sigmoid(beta * x) / 1.1


Net = LipSwish
