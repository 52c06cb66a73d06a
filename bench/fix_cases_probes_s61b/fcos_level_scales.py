"""FCOS's shared head with a learned scale per FPN level: one conv tower over three levels, each
level's box regression multiplied by its own (1,) Parameter with a plain `*` and put through
`exp`, the three levels flattened to (N, -1, 4) by `reg.shape[0]` and concatenated."""
import mxnet as mx
from mxnet.gluon import nn


INPUTS = [(2, 3, 8, 8), (2, 3, 4, 4), (2, 3, 2, 2)]


class Net(nn.HybridBlock):
    def __init__(self, c=3, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.tower = nn.Conv2D(c, 3, padding=1, in_channels=c, activation='relu')
            self.bbox = nn.Conv2D(4, 3, padding=1, in_channels=c)
            self.scale0 = self.params.get('scale0', shape=(1,), init=mx.init.One())
            self.scale1 = self.params.get('scale1', shape=(1,), init=mx.init.One())
            self.scale2 = self.params.get('scale2', shape=(1,), init=mx.init.One())

    def hybrid_forward(self, F, p3, p4, p5, scale0, scale1, scale2):
        outs = []
        for feat, scale in zip((p3, p4, p5), (scale0, scale1, scale2)):
            reg = F.exp(self.bbox(self.tower(feat)) * scale)
            outs.append(reg.transpose((0, 2, 3, 1)).reshape((reg.shape[0], -1, 4)))
        return F.concat(*outs, dim=1)
