"""Grad-CAM style map from channel weights: the pooled feature map as per-channel weights given two trailing axes by expand_dims and multiplied with a plain `*`, then a ReLU of the channel sum."""
from mxnet.gluon import nn


INPUTS = [(2, 3, 5, 5)]


class Net(nn.HybridBlock):
    def __init__(self, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.conv = nn.Conv2D(4, 3, padding=1, in_channels=3)

    def hybrid_forward(self, F, x):
        feat = self.conv(x)
        weights = feat.mean(axis=(2, 3)).expand_dims(2).expand_dims(3)
        return F.relu((weights * feat).sum(axis=1))
