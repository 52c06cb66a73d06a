"""A Parameter whose shape is a tuple stored at construction; its dims reused in F.reshape."""
from mxnet.gluon import HybridBlock

INPUTS = [(2, 6)]


class Net(HybridBlock):
    def __init__(self, units=3, in_units=6):
        super().__init__()
        self.wshape = (units, in_units)
        self.weight = self.params.get("weight", shape=self.wshape)

    def hybrid_forward(self, F, x, weight):
        y = F.FullyConnected(x, weight, no_bias=True, num_hidden=self.wshape[0])
        return F.reshape(y, shape=(-1, self.wshape[0], 1))
