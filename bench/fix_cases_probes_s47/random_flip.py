"""Horizontal flip augmentation inside the graph: a per-sample coin against probability p (0 = off)."""
from mxnet.gluon import nn


INPUTS = [(2, 3, 4, 4)]


class Net(nn.HybridBlock):
    def __init__(self, channels=3, p=0.0, **kwargs):
        super(Net, self).__init__(**kwargs)
        self._p = p
        with self.name_scope():
            self.conv = nn.Conv2D(channels, 3, padding=1, in_channels=channels)

    def hybrid_forward(self, F, x):
        coin = F.random.uniform(shape=(x.shape[0], 1, 1, 1)) < self._p
        flipped = x[:, :, :, ::-1]
        x = F.broadcast_mul(coin, flipped) + F.broadcast_mul(1 - coin, x)
        return self.conv(x)
