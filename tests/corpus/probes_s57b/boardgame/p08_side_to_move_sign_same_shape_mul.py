"""Value head whose sign follows the side to move: the colour plane's per-board mean through `F.sign`, kept (B, 1) and applied by a same-shape `*`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 5, 5)]


class SideAwareValue(HybridBlock):
    def __init__(self, **kwargs):
        super(SideAwareValue, self).__init__(**kwargs)
        with self.name_scope():
            self.conv = nn.Conv2D(1, 1, in_channels=4)
            self.fc = nn.Dense(1, in_units=25)

    def hybrid_forward(self, F, planes):
        value = F.tanh(self.fc(F.relu(self.conv(planes))))
        colour = F.slice_axis(planes, axis=1, begin=2, end=3).reshape((0, -1)).mean(axis=1, keepdims=True)
        return value * F.sign(colour)


Net = SideAwareValue
