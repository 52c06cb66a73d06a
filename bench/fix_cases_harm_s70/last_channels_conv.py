"""H504: the last 6 channels of a convolution's 4 (a config that asks for more than the layer
has): python keeps all 4; slice_axis(begin=-6) raises, and so does F.slice on the channel axis of
a Conv2D's output in MXNet 1.9.1 (oneDNN's blocked layout)."""
from mxnet.gluon import nn

INPUTS = [(2, 3, 5, 5)]


class Net(nn.HybridBlock):
    def __init__(self, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.conv = nn.Conv2D(4, 3, padding=1, in_channels=3)

    def hybrid_forward(self, F, x):
        y = self.conv(x)
        return y[:, -6:] * 2
