"""Conditional instance norm (style transfer): per-channel spatial mean and variance with `keepdims=True`, normalised with `broadcast_sub`/`broadcast_div`, style gamma/beta rows picked by `F.take`."""
from mxnet import init
from mxnet.gluon import HybridBlock

INPUTS = [(2, 3, 4, 4), (2,)]


class ConditionalInstanceNorm(HybridBlock):
    def __init__(self, channels=3, num_styles=4, eps=1e-5, **kwargs):
        super().__init__(**kwargs)
        self.num_styles, self.eps = num_styles, eps
        with self.name_scope():
            self.gamma = self.params.get("gamma", shape=(num_styles, channels), init=init.One())
            self.beta = self.params.get("beta", shape=(num_styles, channels), init=init.Zero())

    def hybrid_forward(self, F, x, style, gamma, beta):
        idx = F.floor((style + 1) * 0.5 * (self.num_styles - 0.01))
        mean = F.mean(x, axis=(2, 3), keepdims=True)
        var = F.mean(F.square(F.broadcast_sub(x, mean)), axis=(2, 3), keepdims=True)
        xn = F.broadcast_div(F.broadcast_sub(x, mean), F.sqrt(var + self.eps))
        g = F.take(gamma, idx).reshape((0, 0, 1, 1))
        b = F.take(beta, idx).reshape((0, 0, 1, 1))
        return F.broadcast_add(F.broadcast_mul(xn, g), b)


Net = ConditionalInstanceNorm
