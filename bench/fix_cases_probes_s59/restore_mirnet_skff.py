"""MIRNet's selective kernel feature fusion: two streams concatenated and reshaped to (b, 2, c, h, w) from `x.shape`, summed, squeezed by pooling and a 1x1 conv, one 1x1 conv per stream giving attention concatenated and reshaped to (b, 2, c, 1, 1), softmax over streams, `(feats * att).sum(axis=1)`."""
from mxnet.gluon import nn


INPUTS = [(2, 4, 3, 3), (2, 4, 3, 3)]


class Net(nn.HybridBlock):
    def __init__(self, c=4, height=2, reduction=2, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.height = height
        d = max(c // reduction, 2)
        with self.name_scope():
            self.du = nn.Conv2D(d, 1, in_channels=c, activation='relu')
            self.fcs = nn.HybridSequential()
            for _ in range(height):
                self.fcs.add(nn.Conv2D(c, 1, in_channels=d))

    def hybrid_forward(self, F, x, y):
        b, c, h, w = x.shape
        feats = F.concat(x, y, dim=1).reshape((b, self.height, c, h, w))
        u = feats.sum(axis=1)
        z = self.du(F.contrib.AdaptiveAvgPooling2D(u, output_size=1))
        att = F.concat(*[fc(z) for fc in self.fcs], dim=1).reshape((b, self.height, c, 1, 1))
        att = F.softmax(att, axis=1)
        return (feats * att).sum(axis=1)
