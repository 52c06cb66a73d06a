"""Legal: a module helper returning the constant `np.zeros((lead, 1, h, w))` is called with
`lead=2`, the batch the block is fed; `x + bias` adds equal (2, 1, 4, 4) shapes."""
import numpy as np
from mxnet.gluon import HybridBlock

INPUTS = [(2, 1, 4, 4)]


def position_bias(h, w, lead=1):
    grid = np.zeros((lead, 1, h, w), "float32")
    grid[:] = np.linspace(-1, 1, h * w).reshape(h, w)
    return grid


class Net(HybridBlock):
    def __init__(self, batch=2, size=4, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.bias = self.params.get_constant("bias", position_bias(size, size, lead=batch))

    def hybrid_forward(self, F, x, bias):
        return x + bias
