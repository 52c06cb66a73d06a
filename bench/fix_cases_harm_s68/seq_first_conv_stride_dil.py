"""H471: a strided, dilated, padded Conv2D first: the spatial sizes change, channels are in_channels; reshape reads x.shape[1] (the channels)."""
from mxnet.gluon import nn

INPUTS = [(2, 4, 9, 9)]


class Net(nn.HybridBlock):
    def __init__(self, c=3, **kwargs):
        super().__init__(**kwargs)
        self.body = nn.HybridSequential()
        self.body.add(nn.Conv2D(4, 3, strides=2, dilation=2, padding=1, in_channels=4))

    def hybrid_forward(self, F, x):
        y = self.body(x)
        return y.reshape((x.shape[0], -1, x.shape[1]))
