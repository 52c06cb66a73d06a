"""Residual block with stochastic depth: a per-sample keep mask drawn for the branch (drop rate 0 at evaluation)."""
from mxnet.gluon import nn


INPUTS = [(3, 4, 4, 4)]


class Net(nn.HybridBlock):
    def __init__(self, channels=4, drop_prob=0.0, **kwargs):
        super(Net, self).__init__(**kwargs)
        self._keep = 1.0 - drop_prob
        with self.name_scope():
            self.body = nn.Conv2D(channels, 3, padding=1, in_channels=channels)

    def drop_path(self, F, x):
        mask = F.floor(self._keep + F.random.uniform(shape=(x.shape[0], 1, 1, 1)))
        return F.broadcast_mul(x, mask) / self._keep

    def hybrid_forward(self, F, x):
        return x + self.drop_path(F, self.body(x))
