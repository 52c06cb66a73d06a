"""Octave convolution whose l2h path is resized by `BilinearResize2D(height=x_h.shape[2], width=x_h.shape[3])`."""
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

    def hybrid_forward(self, F, x_h, x_l):
        l2h = F.contrib.BilinearResize2D(self.l2h(x_l), height=x_h.shape[2], width=x_h.shape[3])
        y_h = self.h2h(x_h) + l2h
        y_l = self.l2l(x_l) + self.h2l(self.pool(x_h))
        return y_h, y_l


Net = OctConv2D
