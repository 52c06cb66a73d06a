"""Hiera's `unroll(x, size, mu)` as a module function without F: the (H, W) token size is a tuple given to
the constructor and passed in, the reshape's sizes `size[0] // mu` come from it; a second helper pools the
unrolled tokens over the unit-offset axis by reshape codes."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 8, 8)]


def unroll(x, size, mu):
    hu, wu = size[0] // mu, size[1] // mu
    t = x.reshape((0, 0, hu, mu, wu, mu)).transpose((0, 3, 5, 2, 4, 1))
    return t.reshape((0, mu * mu * hu * wu, -1))


def unit_pool(F, t, stride):
    return F.max(t.reshape((0, -4, stride, -1, 0)), axis=1)


class HelperUnroll(HybridBlock):
    def __init__(self, dim=4, size=(4, 4), mu=2, **kwargs):
        super().__init__(**kwargs)
        self.size, self.mu = size, mu
        with self.name_scope():
            self.patch = nn.Conv2D(dim, 2, strides=2)
            self.blk = nn.Dense(dim, flatten=False, activation="relu")

    def hybrid_forward(self, F, x):
        t = self.blk(unroll(self.patch(x), self.size, self.mu))
        return unit_pool(F, t, self.mu * self.mu)


Net = HelperUnroll
