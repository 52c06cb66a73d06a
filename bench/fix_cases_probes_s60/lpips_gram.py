"""A style loss's gram matrix: `b, c, h, w = f.shape`, features viewed as `(b, c, h * w)`, `F.batch_dot(f, f, transpose_b=True) / (c * h * w)` for each of two images, and the mean squared difference of the grams."""
from mxnet.gluon import nn


INPUTS = [(2, 3, 4, 4), (2, 3, 4, 4)]


class Net(nn.HybridBlock):
    def __init__(self, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.feat = nn.Conv2D(4, 3, padding=1, in_channels=3)

    def _gram(self, F, f):
        b, c, h, w = f.shape
        f = f.reshape((b, c, h * w))
        return F.batch_dot(f, f, transpose_b=True) / (c * h * w)

    def hybrid_forward(self, F, x, y):
        gx = self._gram(F, self.feat(x))
        gy = self._gram(F, self.feat(y))
        return F.mean((gx - gy) ** 2, axis=(1, 2))
