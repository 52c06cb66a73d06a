"""A block left with a debug print and a shape assert."""
from mxnet.gluon import nn

INPUTS = [(2, 4)]


class Net(nn.HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.dense = nn.Dense(3)

    def hybrid_forward(self, F, x):
        print("input", x.shape)
        assert x.shape[1] == 4, "expects 4 features"
        return self.dense(x)
