"""Spectral normalisation that turns sigma into a python float with `.asscalar()` before dividing the weight."""
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

    def hybrid_forward(self, F, x, weight, u):
        v = F.L2Normalization(F.dot(u, weight))
        u_new = F.L2Normalization(F.dot(v, weight, transpose_b=True))
        sigma = F.sum(F.dot(u_new, weight) * v).asscalar()
        return F.FullyConnected(x, weight / sigma, num_hidden=self._units, no_bias=True)


class Net(SNDense):
    pass
