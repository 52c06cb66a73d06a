"""A clamp bound rebound to a python number on the path the constructor takes: `F.maximum(x, m)`
is legal eagerly and hybridized (a tensor and a number); F.broadcast_maximum of a number is not."""
from mxnet.gluon import nn


INPUTS = [(2, 3, 4)]


class Net(nn.HybridBlock):
    def __init__(self, floor_const=True, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.floor_const = floor_const

    def hybrid_forward(self, F, x):
        m = F.mean(x, axis=1, keepdims=True)
        if self.floor_const:
            m = 0.5
        return F.maximum(x, m)
