"""`weight.shape` of the argument after a transpose rebinding it."""
from mxnet.gluon import nn

INPUTS = [(2, 4)]


class Net(nn.HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        self.weight = self.params.get('weight', shape=(4, 3))

    def hybrid_forward(self, F, x, weight):
        weight = weight.T
        return F.FullyConnected(x, weight, num_hidden=weight.shape[0], no_bias=True)
