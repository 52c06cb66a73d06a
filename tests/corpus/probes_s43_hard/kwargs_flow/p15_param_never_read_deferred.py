"""A Parameter whose input size is left to deferred initialization (0) and that hybrid_forward takes but never reads."""
from mxnet.gluon import HybridBlock

INPUTS = [(2, 4)]


class Net(HybridBlock):
    def __init__(self, units=3):
        super().__init__()
        self.proj_weight = self.params.get("proj_weight", shape=(units, 0), allow_deferred_init=True)

    def hybrid_forward(self, F, x, proj_weight):
        return F.relu(x)
