"""Legal: the context of a numpy table the block keeps is never asked; the positions are built on the
default context from the table's length."""
import numpy as np
from mxnet.gluon import HybridBlock

INPUTS = [(2, 5)]


class Net(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        self.table = np.arange(5, dtype="float32")

    def hybrid_forward(self, F, x):
        t = self.table * 2
        pos = F.arange(len(t))
        return F.broadcast_add(x, pos.reshape((1, -1)))
