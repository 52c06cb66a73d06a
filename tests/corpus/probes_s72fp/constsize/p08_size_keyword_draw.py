"""A uniform draw with size= keyword and low/high keywords beside an equal input."""
import numpy as np
from mxnet.gluon import HybridBlock

INPUTS = [(2, 3)]


class Net(HybridBlock):
    def __init__(self):
        super().__init__()
        rng = np.random.RandomState(0)
        self.c = self.params.get_constant("c", (rng.uniform(low=-1, high=1, size=(2, 3))).astype("float32"))

    def hybrid_forward(self, F, x, c):
        return x + c
