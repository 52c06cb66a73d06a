"""Patch-level anomaly map: per-pixel feature distances to a mean embedding, flattened per image and max-pooled into a score."""
from mxnet.gluon import nn


INPUTS = [(2, 3, 4, 4)]


class Net(nn.HybridBlock):
    def __init__(self, channels=3, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.feat = nn.Conv2D(channels, 1, in_channels=3)
            self.center = self.params.get('center', shape=(1, channels, 1, 1))

    def hybrid_forward(self, F, x, center):
        f = self.feat(x)
        dist = F.sum(F.square(F.broadcast_sub(f, center)), axis=1)
        flat = dist.reshape(x.shape[0], -1)
        return F.max(flat, axis=1)
