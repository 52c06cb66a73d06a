"""Capsule network: primary capsules cut from a conv map and squashed along the capsule dimension."""
from mxnet.gluon import nn


INPUTS = [(2, 3, 6, 6)]


class Net(nn.HybridBlock):
    def __init__(self, in_channels=3, capsules=4, caps_dim=4, **kwargs):
        super(Net, self).__init__(**kwargs)
        self._caps_dim = caps_dim
        with self.name_scope():
            self.conv = nn.Conv2D(capsules * caps_dim, 3, strides=2, in_channels=in_channels)

    def squash(self, F, s):
        norm2 = F.sum(F.square(s), axis=-1, keepdims=True)
        scale = norm2 / (1 + norm2) / F.sqrt(norm2 + 1e-8)
        return scale * s

    def hybrid_forward(self, F, x):
        u = self.conv(x)
        u = u.reshape((x.shape[0], -1, self._caps_dim))
        return self.squash(F, u)
