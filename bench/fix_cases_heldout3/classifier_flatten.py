"""A classifier that flattens features produced by a child block."""
from mxnet.gluon import nn

INPUTS = [(2, 3, 6, 6)]


class Net(nn.HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.features = nn.HybridSequential()
            self.features.add(nn.Conv2D(4, 3), nn.MaxPool2D())
            self.output = nn.Dense(5)

    def hybrid_forward(self, F, x):
        out = self.features(x)
        out = out.reshape((out.shape[0], -1))
        return self.output(out)
