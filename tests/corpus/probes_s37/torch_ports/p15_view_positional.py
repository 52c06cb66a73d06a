"""`x.view(b, -1)` ported to a positional reshape with a python int from the constructor."""
from mxnet.gluon import HybridBlock

INPUTS = [(2, 3, 4)]


class Net(HybridBlock):
    def __init__(self, batch=2):
        super().__init__()
        self.batch = batch

    def hybrid_forward(self, F, x):
        return x.reshape(self.batch, -1)
