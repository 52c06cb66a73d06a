"""Octave layer pooling the high path to half its size by `AdaptiveAvgPooling2D(output_size=(x_h.shape[2] // 2, x_h.shape[3] // 2))`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 8, 8), (2, 4, 4, 4)]


class OctConv2D(HybridBlock):
    def __init__(self, ch=4, **kwargs):
        super(OctConv2D, self).__init__(**kwargs)
        with self.name_scope():
            self.h2l = nn.Conv2D(ch, 1, in_channels=ch)
            self.l2l = nn.Conv2D(ch, 1, in_channels=ch)

    def hybrid_forward(self, F, x_h, x_l):
        size = (x_h.shape[2] // 2, x_h.shape[3] // 2)
        down = F.contrib.AdaptiveAvgPooling2D(x_h, output_size=size)
        return self.l2l(x_l) + self.h2l(down)


Net = OctConv2D
