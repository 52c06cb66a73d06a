"""Asymmetric bilinear pooling of two streams with different widths: `fa.reshape((n, ca, -1))` and `fb.reshape((n, cb, -1))` from each stream's own shape, the cross product divided by the number of positions `fa.shape[2] * fa.shape[3]`."""
from mxnet.gluon import nn


INPUTS = [(2, 3, 5, 5)]


class Net(nn.HybridBlock):
    def __init__(self, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.a = nn.Conv2D(4, 3, padding=1, in_channels=3)
            self.b = nn.Conv2D(2, 1, in_channels=3)

    def hybrid_forward(self, F, x):
        fa, fb = self.a(x), self.b(x)
        n, ca = fa.shape[:2]
        cb = fb.shape[1]
        pos = fa.shape[2] * fa.shape[3]
        z = F.batch_dot(fa.reshape((n, ca, -1)), fb.reshape((n, cb, -1)), transpose_b=True) / pos
        z = z.reshape((n, -1))
        return F.sign(z) * F.sqrt(F.abs(z) + 1e-8)
