"""A uniform (1, 3) draw beside a (2, 3) input."""
import numpy as np
from mxnet.gluon import HybridBlock

INPUTS = [(2, 3)]


class Net(HybridBlock):
    def __init__(self):
        super().__init__()
        rng = np.random.RandomState(0)
        self.c = self.params.get_constant("c", (rng.uniform(0, 1, (1, 3))).astype("float32"))

    def hybrid_forward(self, F, x, c):
        return x + c
