"""The same row bias ported with `bias.expand_dims(1)`."""
from mxnet.gluon import HybridBlock

INPUTS = [(2, 3), (2,)]


class Net(HybridBlock):
    def hybrid_forward(self, F, x, bias):
        return F.broadcast_add(x, bias.expand_dims(1))
