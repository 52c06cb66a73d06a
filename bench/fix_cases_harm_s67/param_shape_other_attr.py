"""A Parameter stored as `self.w` but named 'weight': the argument is `w`."""
from mxnet.gluon import nn

INPUTS = [(2, 3)]


class Net(nn.HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        self.weight = self.params.get('other', shape=(5, 3))
        self.w = self.params.get('weight', shape=(4, 3))

    def hybrid_forward(self, F, x, weight, w):
        return F.FullyConnected(x, w, num_hidden=w.shape[0], no_bias=True) + weight.sum()
