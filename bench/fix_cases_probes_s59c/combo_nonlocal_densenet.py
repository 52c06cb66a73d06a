"""A dense block closed by a non-local layer: two growth layers concatenated with `F.concat`, then a
dot-product non-local over `n = x.shape[2] * x.shape[3]` positions (affinity divided by `n`), the
response read back by the unpacked shape, and the input range checked with `.asscalar()` to rescale
0..255 images before the block."""
from mxnet.gluon import nn


INPUTS = [(2, 3, 4, 4)]


class Net(nn.HybridBlock):
    def __init__(self, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.l1 = nn.Conv2D(2, 3, padding=1, in_channels=3)
            self.l2 = nn.Conv2D(2, 3, padding=1, in_channels=5)
            self.theta = nn.Conv2D(2, 1, in_channels=7)
            self.phi = nn.Conv2D(2, 1, in_channels=7)
            self.g = nn.Conv2D(7, 1, in_channels=7)

    def hybrid_forward(self, F, x):
        if x.max().asscalar() > 1:
            x = x / 255.0
        x = F.concat(x, F.relu(self.l1(x)), dim=1)
        x = F.concat(x, F.relu(self.l2(x)), dim=1)
        b, c, h, w = x.shape
        n = h * w
        theta = self.theta(x).reshape((b, 2, n))
        phi = self.phi(x).reshape((b, 2, n))
        f = F.batch_dot(theta, phi, transpose_a=True) / n
        y = F.batch_dot(self.g(x).reshape((b, c, n)), f, transpose_b=True)
        return x + y.reshape((b, c, h, w))
