"""A DLA aggregation node over PoolFormer children: two PoolFormer mixers (`pool(x) - x` scaled by a
(C,) layer scale through `.reshape((1, -1, 1, 1))` and a plain `*`), the deeper child computed at half
size and brought back by `F.contrib.BilinearResize2D(..., height=x.shape[2], width=x.shape[3])`, the
children concatenated by the root and the first added back, then projected when the channels differ."""
import mxnet as mx
from mxnet.gluon import nn


INPUTS = [(2, 4, 7, 7)]


class PoolMixer(nn.HybridBlock):
    def __init__(self, dim, **kwargs):
        super(PoolMixer, self).__init__(**kwargs)
        with self.name_scope():
            self.norm = nn.GroupNorm(num_groups=1)
            self.pool = nn.AvgPool2D(3, 1, 1, count_include_pad=False)
            self.scale = self.params.get('scale', shape=(dim,), init=mx.init.Constant(0.1))

    def hybrid_forward(self, F, x, scale):
        y = self.norm(x)
        return x + scale.reshape((1, -1, 1, 1)) * (self.pool(y) - y)


class Net(nn.HybridBlock):
    def __init__(self, dim=4, out_dim=6, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.out_dim = out_dim
        with self.name_scope():
            self.child1 = PoolMixer(dim)
            self.down = nn.MaxPool2D(2, 2)
            self.child2 = PoolMixer(dim)
            self.root = nn.Conv2D(dim, 1, in_channels=2 * dim)
            self.project = nn.Conv2D(out_dim, 1, in_channels=dim)

    def hybrid_forward(self, F, x):
        c1 = self.child1(x)
        c2 = self.child2(self.down(c1))
        c2 = F.contrib.BilinearResize2D(c2, height=x.shape[2], width=x.shape[3])
        out = F.relu(self.root(F.concat(c1, c2, dim=1)) + c1)
        if out.shape[1] != self.out_dim:
            out = self.project(out)
        return out
