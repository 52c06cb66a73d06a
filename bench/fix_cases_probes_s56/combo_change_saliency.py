"""Salient change detection: the absolute feature difference of two dates scored at two levels, each side resized to the image with `x1.shape[2:]`, the fused map refined with a Sobel edge kernel built as nd.array of a list, and the side outputs returned for deep supervision."""
from mxnet import nd
from mxnet.gluon import nn


INPUTS = [(2, 3, 8, 8), (2, 3, 8, 8)]


class Net(nn.HybridBlock):
    def __init__(self, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.f1 = nn.Conv2D(4, 3, padding=1, in_channels=3, activation='relu')
            self.f2 = nn.Conv2D(4, 3, strides=2, padding=1, in_channels=4, activation='relu')
            self.s1 = nn.Conv2D(1, 1, in_channels=4)
            self.s2 = nn.Conv2D(1, 1, in_channels=4)

    def hybrid_forward(self, F, x1, x2):
        h, w = x1.shape[2:]
        a1, b1 = self.f1(x1), self.f1(x2)
        a2, b2 = self.f2(a1), self.f2(b1)
        side1 = self.s1(F.abs(a1 - b1))
        side2 = F.contrib.BilinearResize2D(self.s2(F.abs(a2 - b2)), height=h, width=w)
        fused = (side1 + side2) / 2
        sobel = nd.array([[-1, 0, 1], [-2, 0, 2], [-1, 0, 1]]).reshape((1, 1, 3, 3))
        edge = F.Convolution(fused, sobel, kernel=(3, 3), pad=(1, 1), num_filter=1, no_bias=True)
        return fused + 0.1 * F.abs(edge), side1, side2
