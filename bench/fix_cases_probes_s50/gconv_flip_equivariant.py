"""Flip-equivariant convolution: the same kernel applied to the input and to its mirror image, mirrored back and averaged."""
from mxnet.gluon import nn


INPUTS = [(2, 3, 4, 5)]


class Net(nn.HybridBlock):
    def __init__(self, channels=4, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.conv = nn.Conv2D(channels, 3, padding=1, in_channels=3)

    def hybrid_forward(self, F, x):
        y = self.conv(x)
        y_flip = self.conv(x[:, :, :, ::-1])[:, :, :, ::-1]
        return 0.5 * (y + y_flip)
