"""A PANet neck's top-down path: each deeper map is resized to its lateral's size by
`F.contrib.BilinearResize2D(p, height=lat.shape[2], width=lat.shape[3])`, added to the lateral 1x1
conv, and the bottom-up path returns through strided 3x3 convs, three outputs."""
from mxnet.gluon import nn


INPUTS = [(1, 2, 8, 8), (1, 3, 4, 4), (1, 4, 2, 2)]


class Net(nn.HybridBlock):
    def __init__(self, out_channels=2, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.lat3 = nn.Conv2D(out_channels, 1, in_channels=2)
            self.lat4 = nn.Conv2D(out_channels, 1, in_channels=3)
            self.lat5 = nn.Conv2D(out_channels, 1, in_channels=4)
            self.down3 = nn.Conv2D(out_channels, 3, strides=2, padding=1, in_channels=out_channels)
            self.down4 = nn.Conv2D(out_channels, 3, strides=2, padding=1, in_channels=out_channels)

    def hybrid_forward(self, F, c3, c4, c5):
        p5 = self.lat5(c5)
        l4 = self.lat4(c4)
        p4 = l4 + F.contrib.BilinearResize2D(p5, height=l4.shape[2], width=l4.shape[3])
        l3 = self.lat3(c3)
        p3 = l3 + F.contrib.BilinearResize2D(p4, height=l3.shape[2], width=l3.shape[3])
        n4 = p4 + self.down3(p3)
        n5 = p5 + self.down4(n4)
        return p3, n4, n5
