"""Part-based fine-grained recognition: hourglass heatmaps pool the features of each part by `F.batch_dot` of `(n, parts, h * w)` and `(n, c, h * w)` views from `n, c, h, w = feat.shape`, the parts are written into a memory initialised by `F.zeros((n, self.slots, c))` with an interpolation gate `g * new + (1 - g) * mem` where `g` is `(n, slots, 1)`."""
from mxnet.gluon import nn


INPUTS = [(2, 3, 4, 4)]


class Net(nn.HybridBlock):
    def __init__(self, parts=2, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.slots = parts
        with self.name_scope():
            self.feat = nn.Conv2D(4, 3, padding=1, in_channels=3)
            self.heat = nn.Conv2D(parts, 1, in_channels=4)
            self.gate = nn.Dense(1, in_units=4, flatten=False)

    def hybrid_forward(self, F, x):
        feat = self.feat(x)
        n, c, h, w = feat.shape
        heat = F.softmax(self.heat(feat).reshape((n, self.slots, h * w)), axis=-1)
        parts = F.batch_dot(heat, feat.reshape((n, c, h * w)), transpose_b=True)
        mem = F.zeros((n, self.slots, c))
        g = F.sigmoid(self.gate(parts))
        mem = g * parts + (1 - g) * mem
        return mem.reshape((n, -1))
