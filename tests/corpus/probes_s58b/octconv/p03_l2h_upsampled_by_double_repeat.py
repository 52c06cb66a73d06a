"""Octave convolution whose l2h path is upsampled by `repeat` along both spatial axes and whose h2l path pools through a child `AvgPool2D`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 8, 8), (2, 4, 4, 4)]


class OctConv2D(HybridBlock):
    def __init__(self, ch=4, **kwargs):
        super(OctConv2D, self).__init__(**kwargs)
        with self.name_scope():
            self.h2h = nn.Conv2D(ch, 3, padding=1, in_channels=ch)
            self.h2l = nn.Conv2D(ch, 3, padding=1, in_channels=ch)
            self.l2h = nn.Conv2D(ch, 3, padding=1, in_channels=ch)
            self.l2l = nn.Conv2D(ch, 3, padding=1, in_channels=ch)
            self.pool = nn.AvgPool2D(2)

    @staticmethod
    def upsample(F, x, scale=2):
        return F.repeat(F.repeat(x, repeats=scale, axis=2), repeats=scale, axis=3)

    def hybrid_forward(self, F, x_h, x_l):
        y_h = self.h2h(x_h) + self.upsample(F, self.l2h(x_l))
        y_l = self.l2l(x_l) + self.h2l(self.pool(x_h))
        return F.relu(y_h), F.relu(y_l)


Net = OctConv2D
