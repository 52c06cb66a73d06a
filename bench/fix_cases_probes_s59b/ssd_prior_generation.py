"""SSD default boxes generated in numpy from the feature map's size: `h, w = feat.shape[2:]`, centres `(np.arange(w) + 0.5) / w`, one box per size and ratio, turned into an array by `nd.array(priors)` and returned with the head's predictions."""
import numpy as np
from mxnet import nd
from mxnet.gluon import nn


INPUTS = [(2, 3, 4, 4)]


class Net(nn.HybridBlock):
    def __init__(self, sizes=(0.2, 0.4), ratios=(1.0, 2.0), **kwargs):
        super(Net, self).__init__(**kwargs)
        self.sizes, self.ratios = sizes, ratios
        with self.name_scope():
            self.loc = nn.Conv2D(4 * 3, 3, padding=1, in_channels=3)

    def hybrid_forward(self, F, x):
        feat = x
        h, w = feat.shape[2:]
        priors = []
        for i in range(h):
            for j in range(w):
                cx, cy = (j + 0.5) / w, (i + 0.5) / h
                for s in self.sizes:
                    priors.append([cx, cy, s, s])
                s = self.sizes[0]
                priors.append([cx, cy, s * np.sqrt(self.ratios[1]), s / np.sqrt(self.ratios[1])])
        anchors = nd.array(priors).reshape((1, -1, 4))
        loc = self.loc(feat).transpose((0, 2, 3, 1)).reshape((0, -1, 4))
        return F.broadcast_add(loc * 0.1, anchors)
