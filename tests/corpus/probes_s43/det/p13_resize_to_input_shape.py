"""Segmentation head upsampled back with height and width taken from `x.shape`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 8, 8)]


class Net(HybridBlock):
    def __init__(self):
        super().__init__()
        with self.name_scope():
            self.head = nn.Conv2D(2, 3, strides=2, padding=1, in_channels=3)

    def hybrid_forward(self, F, x):
        _, _, h, w = x.shape
        return F.contrib.BilinearResize2D(self.head(x), height=h, width=w)
