"""Bilinear pooling of a SlowFast clip: the slow pathway takes `x[:, :, ::self.alpha]`, both pathways are pooled over time, and the two are joined by a bilinear outer product `F.batch_dot` of `(n, c, h * w)` views from `n, c, h, w = s.shape`."""
from mxnet.gluon import nn


INPUTS = [(2, 3, 4, 3, 3)]


class Net(nn.HybridBlock):
    def __init__(self, alpha=2, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.alpha = alpha
        with self.name_scope():
            self.slow = nn.Conv3D(3, 1, in_channels=3)
            self.fast = nn.Conv3D(2, 1, in_channels=3)

    def hybrid_forward(self, F, x):
        s = self.slow(x[:, :, ::self.alpha]).mean(axis=2)
        f = self.fast(x).mean(axis=2)
        n, c, h, w = s.shape
        cf = f.shape[1]
        b = F.batch_dot(s.reshape((n, c, h * w)), f.reshape((n, cf, h * w)), transpose_b=True)
        b = b.reshape((n, -1)) / (h * w)
        return F.sign(b) * F.sqrt(F.abs(b) + 1e-10)
