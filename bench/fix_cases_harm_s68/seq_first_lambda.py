"""H471: the first layer is an Activation, the second a Conv2D(in_channels=c): the Sequential's input size is still the conv's, read by x.shape[3] of a transposed input."""
from mxnet.gluon import nn

INPUTS = [(2, 4, 5, 3)]


class Net(nn.HybridBlock):
    def __init__(self, c=3, **kwargs):
        super().__init__(**kwargs)
        self.body = nn.HybridSequential()
        self.body.add(nn.Activation("relu"), nn.Conv2D(c, 1, in_channels=c))

    def hybrid_forward(self, F, x):
        y = self.body(x.transpose((0, 3, 1, 2)))
        return y.transpose((0, 2, 3, 1)).reshape((x.shape[0], -1, x.shape[3]))
