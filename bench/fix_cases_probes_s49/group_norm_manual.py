"""Group normalization written out: channels folded into groups by the input's own sizes, then an affine per channel."""
from mxnet.gluon import nn


INPUTS = [(2, 6, 3, 3)]


class Net(nn.HybridBlock):
    def __init__(self, channels=6, groups=3, eps=1e-5, **kwargs):
        super(Net, self).__init__(**kwargs)
        self._groups = groups
        self._eps = eps
        with self.name_scope():
            self.gamma = self.params.get('gamma', shape=(channels,), init='ones')
            self.beta = self.params.get('beta', shape=(channels,), init='zeros')

    def hybrid_forward(self, F, x, gamma, beta):
        n, c, h, w = x.shape
        g = x.reshape((n, self._groups, -1))
        mean = F.mean(g, axis=2, keepdims=True)
        var = F.mean(F.square(F.broadcast_sub(g, mean)), axis=2, keepdims=True)
        g = F.broadcast_div(F.broadcast_sub(g, mean), F.sqrt(var + self._eps))
        out = g.reshape((n, c, h, w))
        return F.broadcast_add(F.broadcast_mul(out, gamma.reshape((1, c, 1, 1))), beta.reshape((1, c, 1, 1)))
