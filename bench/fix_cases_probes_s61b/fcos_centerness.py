"""FCOS's scoring: per-class sigmoid scores (N, K, H, W) multiplied with a plain `*` by the sigmoid
of the centerness branch (N, 1, H, W), square-rooted, and flattened to `(N, K, H * W)` by
`cls.shape[0]`, `cls.shape[1]`."""
from mxnet.gluon import nn


INPUTS = [(2, 3, 4, 4)]


class Net(nn.HybridBlock):
    def __init__(self, classes=3, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.cls = nn.Conv2D(classes, 3, padding=1, in_channels=3)
            self.ctr = nn.Conv2D(1, 3, padding=1, in_channels=3)

    def hybrid_forward(self, F, x):
        cls = F.sigmoid(self.cls(x))
        ctr = F.sigmoid(self.ctr(x))
        scores = F.sqrt(cls * ctr)
        return scores.reshape((cls.shape[0], cls.shape[1], -1))
