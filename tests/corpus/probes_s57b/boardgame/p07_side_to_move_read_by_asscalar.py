"""Value head that flips the sign for the side to move, read from the colour plane with `.asscalar()`."""
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
        colour = F.slice_axis(planes, axis=1, begin=2, end=3).mean().asscalar()
        return value if colour >= 0 else -value


Net = SideAwareValue
