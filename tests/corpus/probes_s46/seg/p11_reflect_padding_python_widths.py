"""Boundary handling: reflect padding by a python pad width before a valid 3x3 convolution, so the output keeps the input's size."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 8, 8)]


class ReflectConv(HybridBlock):
    def __init__(self, channels=4, kernel=3, **kwargs):
        super().__init__(**kwargs)
        self._pad = kernel // 2
        with self.name_scope():
            self.conv = nn.Conv2D(channels, kernel, in_channels=3)

    def hybrid_forward(self, F, x):
        p = self._pad
        x = F.pad(x, mode="reflect", pad_width=(0, 0, 0, 0, p, p, p, p))
        return F.relu(self.conv(x))


class Net(ReflectConv):
    pass
