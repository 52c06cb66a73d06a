"""Spectral normalisation written after the PyTorch hook: `weight / sigma` with plain `/` between the (O, I) weight and the (1,) sigma from the power iteration."""
from mxnet.gluon import HybridBlock

INPUTS = [(4, 6)]


class Net(HybridBlock):
    def __init__(self, units=5, in_units=6, eps=1e-12, **kwargs):
        super().__init__(**kwargs)
        self.units, self.eps = units, eps
        with self.name_scope():
            self.weight = self.params.get("weight", shape=(units, in_units))
            self.u = self.params.get("u", shape=(1, units), init="normal", grad_req="null")

    def _l2(self, F, v):
        return F.broadcast_div(v, F.sqrt(F.sum(F.square(v))) + self.eps)

    def hybrid_forward(self, F, x, weight, u):
        v = self._l2(F, F.dot(u, weight))
        u2 = self._l2(F, F.dot(v, weight, transpose_b=True))
        sigma = F.sum(u2 * F.dot(v, weight, transpose_b=True))
        return F.FullyConnected(x, weight / sigma, no_bias=True, num_hidden=self.units)
