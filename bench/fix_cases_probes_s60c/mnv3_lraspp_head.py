"""The LR-ASPP segmentation head of MobileNetV3: a 1x1 conv branch gated by a sigmoid of the globally
pooled features (`x.mean(axis=(2, 3), keepdims=True)`, a plain `*` between (n, c, h, w) and
(n, c, 1, 1)), upsampled to the low-level features' size `low.shape[2:]` and summed with their
classifier."""
from mxnet.gluon import nn


INPUTS = [(2, 8, 3, 3), (2, 4, 6, 6)]


class Net(nn.HybridBlock):
    def __init__(self, high=8, low=4, inter=6, classes=3, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.cbr = nn.Conv2D(inter, 1, in_channels=high)
            self.scale = nn.Conv2D(inter, 1, in_channels=high)
            self.high_cls = nn.Conv2D(classes, 1, in_channels=inter)
            self.low_cls = nn.Conv2D(classes, 1, in_channels=low)

    def hybrid_forward(self, F, x, low):
        feat = F.relu(self.cbr(x))
        s = F.sigmoid(self.scale(x.mean(axis=(2, 3), keepdims=True)))
        feat = feat * s
        h, w = low.shape[2:]
        feat = F.contrib.BilinearResize2D(feat, height=h, width=w)
        return self.high_cls(feat) + self.low_cls(low)
