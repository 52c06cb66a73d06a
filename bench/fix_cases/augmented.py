"""Residual with in-place add and a python-list of scales."""
from mxnet.gluon import nn

INPUTS = [(2, 3)]


class Net(nn.HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        self.scales = [0.5, 2.0]
        with self.name_scope():
            self.dense = nn.Dense(3)

    def hybrid_forward(self, F, x):
        y = self.dense(x)
        y += x
        return y * self.scales[0]
