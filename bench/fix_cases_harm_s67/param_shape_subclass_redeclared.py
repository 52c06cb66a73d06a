"""A subclass declares the parameter again with another shape."""
from mxnet.gluon import nn

INPUTS = [(2, 3)]


class Base(nn.HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        self.weight = self.params.get('weight', shape=(4, 3))

    def hybrid_forward(self, F, x, weight):
        return F.FullyConnected(x, weight, num_hidden=weight.shape[0], no_bias=True)


class Net(Base):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        self.weight = self.params.get('weight2', shape=(6, 3))
