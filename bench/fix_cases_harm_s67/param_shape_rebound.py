"""`weight.shape` read after the hybrid_forward argument `weight` was rebound to a reshape."""
from mxnet.gluon import nn

INPUTS = [(2, 12)]


class Net(nn.HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        self.weight = self.params.get('weight', shape=(4, 3))

    def hybrid_forward(self, F, x, weight):
        weight = weight.reshape((1, -1))
        return F.FullyConnected(x, weight, num_hidden=weight.shape[0], no_bias=True)
