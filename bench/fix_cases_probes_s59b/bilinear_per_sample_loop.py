"""Bilinear pooling written per sample: `for i in range(x.shape[0])` takes `x[i].reshape((c, -1))`, its outer product by `F.dot(f, f.T)` over the positions, and stacks the flattened results."""
from mxnet.gluon import nn


INPUTS = [(3, 2, 3, 3)]


class Net(nn.HybridBlock):
    def __init__(self, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.conv = nn.Conv2D(3, 1, in_channels=2)

    def hybrid_forward(self, F, x):
        x = self.conv(x)
        c = x.shape[1]
        outs = []
        for i in range(x.shape[0]):
            f = x[i].reshape((c, -1))
            outs.append(F.dot(f, f.T).reshape((-1,)) / f.shape[1])
        return F.stack(*outs)
