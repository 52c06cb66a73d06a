"""A Dense subclass flips the sign of `super().hybrid_forward(...)` when its sum is negative (`if y.sum() < 0`)."""
from mxnet.gluon import nn

INPUTS = [(2, 6)]


class Net(nn.Dense):
    def __init__(self, **kwargs):
        super().__init__(4, in_units=6, **kwargs)

    def hybrid_forward(self, F, x, weight, bias=None):
        y = super().hybrid_forward(F, x, weight, bias)
        if y.sum() < 0:
            y = -y
        return y
