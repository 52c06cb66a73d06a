"""awslabs/gluonts 3d05d465f9, src/gluonts/mx/activation.py LipSwish: `x * F.sigmoid(beta * x) / 1.1`
with beta a (1,) Parameter."""
import mxnet as mx
from mxnet.gluon import nn

INPUTS = [(3, 5)]


class Net(nn.HybridBlock):
    def __init__(self, beta_initializer=mx.init.Constant(1.0), **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.beta = self.params.get("beta", shape=(1,), init=beta_initializer)

    def hybrid_forward(self, F, x, beta):
        return x * F.sigmoid(beta * x, name="fwd") / 1.1
