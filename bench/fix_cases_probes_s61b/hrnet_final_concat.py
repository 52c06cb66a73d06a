"""HRNet-W's segmentation head: the three branches upsampled to the first's size `h, w =
x0.shape[2], x0.shape[3]` by bilinear resizing, concatenated over channels and classified by a
1x1 conv."""
from mxnet.gluon import nn


INPUTS = [(1, 3, 8, 8)]


class Net(nn.HybridBlock):
    def __init__(self, classes=2, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.d1 = nn.Conv2D(3, 3, strides=2, padding=1, in_channels=3)
            self.d2 = nn.Conv2D(3, 3, strides=2, padding=1, in_channels=3)
            self.cls = nn.Conv2D(classes, 1, in_channels=9)

    def hybrid_forward(self, F, x0):
        x1 = self.d1(x0)
        x2 = self.d2(x1)
        h, w = x0.shape[2], x0.shape[3]
        x1 = F.contrib.BilinearResize2D(x1, height=h, width=w)
        x2 = F.contrib.BilinearResize2D(x2, height=h, width=w)
        return self.cls(F.concat(x0, x1, x2, dim=1))
