"""A non-local block with sub-sampled keys, dot-product version: phi and g max-pooled by 2 (a quarter
of the positions), read as (B, C', -1) by `x.shape[0]`, the affinity divided by the number of keys
`f.shape[-1]` instead of a softmax, the response read back as `(x.shape[0], -1) + x.shape[2:]`."""
from mxnet.gluon import nn


INPUTS = [(2, 4, 6, 6)]


class Net(nn.HybridBlock):
    def __init__(self, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.theta = nn.Conv2D(2, 1, in_channels=4)
            self.phi = nn.Conv2D(2, 1, in_channels=4)
            self.g = nn.Conv2D(2, 1, in_channels=4)
            self.out = nn.Conv2D(4, 1, in_channels=2)

    def hybrid_forward(self, F, x):
        batch = x.shape[0]
        theta = self.theta(x).reshape((batch, 2, -1))
        phi = F.Pooling(self.phi(x), kernel=(2, 2), stride=(2, 2), pool_type='max').reshape((batch, 2, -1))
        g = F.Pooling(self.g(x), kernel=(2, 2), stride=(2, 2), pool_type='max').reshape((batch, 2, -1))
        f = F.batch_dot(theta, phi, transpose_a=True)
        f = f / f.shape[-1]
        y = F.batch_dot(g, f, transpose_b=True)
        y = y.reshape((x.shape[0], -1) + x.shape[2:])
        return x + self.out(y)
