"""np.concatenate of (2, 1) and (2, 2) on axis -1: (2, 3)."""
import numpy as np
from mxnet.gluon import HybridBlock

INPUTS = [(2, 3)]


class Net(HybridBlock):
    def __init__(self):
        super().__init__()
        rng = np.random.RandomState(0)
        self.c = self.params.get_constant("c", (np.concatenate([rng.uniform(0, 1, (2, 1)), rng.uniform(0, 1, (2, 2))], axis=-1)).astype("float32"))

    def hybrid_forward(self, F, x, c):
        return x + c
