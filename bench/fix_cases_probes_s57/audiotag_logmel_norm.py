"""Log-mel frames normalised per clip: the mean and standard deviation over time kept as (N, 1, M) and subtracted/divided with plain operators, then the frames padded with zeros of `(n, pad, m)` to a multiple of the pooling size before a conv stack pools them."""
from mxnet.gluon import nn


INPUTS = [(2, 10, 6)]


class Net(nn.HybridBlock):
    def __init__(self, pool=4, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.pool = pool
        with self.name_scope():
            self.conv = nn.Conv2D(4, 3, padding=1, in_channels=1)
            self.fc = nn.Dense(3, in_units=4)

    def hybrid_forward(self, F, x):
        mean = x.mean(axis=1, keepdims=True)
        std = F.sqrt(((x - mean) ** 2).mean(axis=1, keepdims=True) + 1e-5)
        x = (x - mean) / std
        n, t, m = x.shape
        pad = (self.pool - t % self.pool) % self.pool
        if pad:
            x = F.concat(x, F.zeros((n, pad, m)), dim=1)
        h = F.relu(self.conv(x.expand_dims(1)))
        h = F.Pooling(h, kernel=(self.pool, 1), stride=(self.pool, 1), pool_type='avg')
        return self.fc(F.max(h, axis=(2, 3)))
