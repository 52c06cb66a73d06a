"""Quantization-aware layer whose straight-through rounding (an mx.autograd.Function) feeds a flatten
written with the rounded tensor's `.shape` (adapted from public quantization code)."""
from mxnet import autograd
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 4, 4)]


class RoundSTE(autograd.Function):
    def __init__(self, scale):
        super().__init__()
        self.scale = scale

    def forward(self, x):
        return (x / self.scale).round() * self.scale

    def backward(self, dy):
        return dy


class QuantFlattenHead(HybridBlock):
    def __init__(self, scale=0.25, **kwargs):
        super().__init__(**kwargs)
        self.scale = scale
        with self.name_scope():
            self.fc = nn.Dense(5)

    def hybrid_forward(self, F, x):
        q = RoundSTE(self.scale)(x)
        return self.fc(q.reshape((q.shape[0], -1)))


Net = QuantFlattenHead
