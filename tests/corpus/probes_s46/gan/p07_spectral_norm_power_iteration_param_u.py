"""Spectral normalisation of a dense weight: one power iteration from a fixed `u` Parameter (grad_req='null'), the weight divided by the estimated sigma."""
from mxnet import init
from mxnet.gluon import HybridBlock

INPUTS = [(2, 6)]


class SNDense(HybridBlock):
    def __init__(self, units=4, in_units=6, eps=1e-12, **kwargs):
        super().__init__(**kwargs)
        self._units, self._eps = units, eps
        with self.name_scope():
            self.weight = self.params.get("weight", shape=(units, in_units), init=init.Xavier())
            self.u = self.params.get("u", shape=(1, units), init=init.Normal(), grad_req="null")

    def _l2(self, F, v):
        return F.broadcast_div(v, F.sqrt(F.sum(F.square(v), axis=1, keepdims=True)) + self._eps)

    def hybrid_forward(self, F, x, weight, u):
        v = self._l2(F, F.dot(u, weight))
        u_new = self._l2(F, F.dot(v, weight, transpose_b=True))
        sigma = F.sum(F.dot(u_new, weight) * v)
        w_sn = F.broadcast_div(weight, sigma.reshape((1, 1)))
        return F.FullyConnected(x, w_sn, num_hidden=self._units, no_bias=True)


class Net(SNDense):
    pass
