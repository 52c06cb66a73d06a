"""Attention transfer: spatial attention maps of student and teacher, flattened and L2-normalised."""
from mxnet.gluon import nn


INPUTS = [(2, 3, 4, 4), (2, 6, 4, 4)]


def attention_map(F, feat):
    at = F.mean(F.square(feat), axis=1)
    return F.L2Normalization(at.reshape((feat.shape[0], -1)))


class Net(nn.HybridBlock):
    def __init__(self, channels=3, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.body = nn.Conv2D(channels, 3, padding=1, in_channels=channels)

    def hybrid_forward(self, F, x, teacher_feat):
        diff = attention_map(F, self.body(x)) - attention_map(F, teacher_feat)
        return F.sum(F.square(diff)) / x.shape[0]
