"""Weights quantized in hybrid_forward by a straight-through estimator and written back with
`Parameter.set_data` (adapted from public quantization code: once the weights are frozen)."""
from mxnet import autograd
from mxnet.gluon import HybridBlock

INPUTS = [(2, 6)]


class RoundSTE(autograd.Function):
    def __init__(self, scale):
        super().__init__()
        self.scale = scale

    def forward(self, x):
        return (x / self.scale).round() * self.scale

    def backward(self, dy):
        return dy


class FreezeQuantDense(HybridBlock):
    def __init__(self, quantize=True, **kwargs):
        super().__init__(**kwargs)
        self.quantize = quantize
        with self.name_scope():
            self.weight = self.params.get("weight", shape=(4, 6), init="xavier")

    def hybrid_forward(self, F, x, weight):
        if self.quantize:
            weight_q = RoundSTE(0.0625)(weight)
        else:
            weight_q = weight
        self.weight.set_data(weight_q)
        return F.FullyConnected(x, weight_q, no_bias=True, num_hidden=4)


Net = FreezeQuantDense
