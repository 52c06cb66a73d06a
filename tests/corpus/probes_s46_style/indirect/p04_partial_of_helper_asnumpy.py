"""A module-level helper bound with `functools.partial` in `__init__`; the helper rescales by `t.asnumpy()`'s norm."""
import functools

import numpy as np
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6)]


def rescale(t, target):
    norm = float(np.sqrt((t.asnumpy() ** 2).sum()))
    return t * (target / (norm + 1e-6))


class Net(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        self._rescale = functools.partial(rescale, target=2.0)
        with self.name_scope():
            self.fc = nn.Dense(4, in_units=6)

    def hybrid_forward(self, F, x):
        return self._rescale(self.fc(x))
