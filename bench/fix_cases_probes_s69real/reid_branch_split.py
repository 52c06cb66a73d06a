"""A person re-identification net with three branches (MGN style): the second branch's feature
map cut into 2 horizontal stripes and the third into 3 by `nd.split(..., axis=2)` -- the eager
namespace on what is a Symbol once hybridized (the repository's issue #7: "AssertionError: Argument
data must have NDArray type, but got Symbol") -- each stripe pooled and embedded, then the three
global features.

Source: xiaolai-sqlai/gluon-reid branch/networks/resnet.py (ResNet.hybrid_forward) at
025ff592b2b8963b8976301afeb2c8553ae8e7a2; adapted: a two-conv base instead of a ResNet, no
classifiers (pretrained=False), the two output lists returned as one.
"""
from mxnet import nd
from mxnet.gluon import nn


INPUTS = [(2, 3, 12, 4)]


def _branch(channels):
    b = nn.HybridSequential()
    b.add(nn.Conv2D(channels, 3, padding=1, in_channels=8), nn.BatchNorm(in_channels=channels),
          nn.Activation('relu'))
    return b


def _embed(channels, features):
    tmp = nn.HybridSequential()
    tmp.add(nn.GlobalMaxPool2D(), nn.Conv2D(features, 1, use_bias=False, in_channels=channels),
            nn.BatchNorm(in_channels=features), nn.Flatten())
    return tmp


class Net(nn.HybridBlock):
    def __init__(self, num_features=4, pretrained=False, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.pretrained = pretrained
        with self.name_scope():
            self.base = nn.HybridSequential()
            self.base.add(nn.Conv2D(8, 3, padding=1, in_channels=3), nn.Activation('relu'))
            self.branch1 = _branch(6)
            self.branch2 = _branch(6)
            self.branch3 = _branch(6)
            self.feat = nn.HybridSequential()
            for _ in range(5):
                self.feat.add(_embed(6, num_features))
            self.g_feat = nn.HybridSequential()
            for _ in range(3):
                self.g_feat.add(_embed(6, num_features))

    def hybrid_forward(self, F, x):
        x = self.base(x)

        x1 = self.branch1(x)
        x2 = self.branch2(x)
        x3 = self.branch3(x)

        # local
        outputs = []
        features = []

        parts_2 = nd.split(x2, axis=2, num_outputs=2)
        for i in range(2):
            part = self.feat[i](parts_2[i])
            outputs.append(part)

        parts_3 = nd.split(x3, axis=2, num_outputs=3)
        for i in range(3):
            part = self.feat[i + 2](parts_3[i])
            outputs.append(part)

        # global
        g_part_1 = self.g_feat[0](x1)
        g_part_2 = self.g_feat[1](x2)
        g_part_3 = self.g_feat[2](x3)
        features.append(g_part_1)
        features.append(g_part_2)
        features.append(g_part_3)
        outputs.append(g_part_1)
        outputs.append(g_part_2)
        outputs.append(g_part_3)

        return outputs + features
