"""np.concatenate of (1, 2) and (1, 1) on axis 1: (1, 3) beside (2, 3)."""
import numpy as np
from mxnet.gluon import HybridBlock

INPUTS = [(2, 3)]


class Net(HybridBlock):
    def __init__(self):
        super().__init__()
        rng = np.random.RandomState(0)
        self.c = self.params.get_constant("c", (np.concatenate([np.zeros((1, 2)), np.ones((1, 1))], axis=1)).astype("float32"))

    def hybrid_forward(self, F, x, c):
        return x + c
