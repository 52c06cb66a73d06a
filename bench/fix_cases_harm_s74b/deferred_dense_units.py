"""A Dense child built without in_units: its weight's declared shape[0] is the units, known before init."""
from mxnet.gluon import nn

INPUTS = [(2, 5)]


class Net(nn.HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        self.proj = nn.Dense(6)

    def hybrid_forward(self, F, x):
        y = self.proj(x)
        return y.reshape((0, 2, self.proj.weight.shape[0] // 2)).mean(axis=1)
