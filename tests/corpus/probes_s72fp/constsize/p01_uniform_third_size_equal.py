"""A uniform draw sized by its third argument, the input's shape."""
import numpy as np
from mxnet.gluon import HybridBlock

INPUTS = [(2, 3)]


class Net(HybridBlock):
    def __init__(self):
        super().__init__()
        rng = np.random.RandomState(0)
        self.c = self.params.get_constant("c", (rng.uniform(0, 1, (2, 3))).astype("float32"))

    def hybrid_forward(self, F, x, c):
        return x + c
