"""The Parameter's declared shape (self.weight.shape) is a python tuple: legal hybridized."""
from mxnet.gluon import nn

INPUTS = [(2, 6)]


class Net(nn.HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        self.weight = self.params.get('weight', shape=(3, 6))

    def hybrid_forward(self, F, x, weight):
        y = F.FullyConnected(x, weight, no_bias=True, num_hidden=self.weight.shape[0])
        return y.reshape((-1, self.weight.shape[0], 1))
