"""Legal: a module helper returns its (1, 1, h, w) mask flattened when asked (`flat=True`); the
block asks, and adds the (h*w,) constant to an (h*w,)-long input with plain `+`."""
import numpy as np
from mxnet.gluon import HybridBlock

INPUTS = [(16,)]


def checker(h, w, flat=False):
    m = ((np.arange(h)[:, None] + np.arange(w)[None, :]) % 2).astype("float32").reshape(1, 1, h, w)
    if flat:
        return m.reshape(-1)
    return m


class Net(HybridBlock):
    def __init__(self, size=4, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.mask = self.params.get_constant("mask", checker(size, size, flat=True))

    def hybrid_forward(self, F, x, mask):
        return x * mask + (1 - mask) * F.tanh(x)
