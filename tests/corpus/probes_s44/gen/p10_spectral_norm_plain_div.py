"""Spectral normalisation that divides the weight by the (1,)-shaped sigma with `/`."""
from mxnet.gluon import HybridBlock

INPUTS = [(3, 5)]


class Net(HybridBlock):
    def __init__(self, units=4, in_units=5, **kwargs):
        super().__init__(**kwargs)
        self._units = units
        with self.name_scope():
            self.weight = self.params.get("weight", shape=(units, in_units))
            self.u = self.params.get("u", shape=(1, units), init="normal", grad_req="null")

    def hybrid_forward(self, F, x, weight, u):
        v = F.L2Normalization(F.dot(u, weight))
        u_new = F.L2Normalization(F.dot(v, weight, transpose_b=True))
        sigma = F.sum(F.dot(u_new, weight) * v)
        return F.FullyConnected(x, weight / sigma, num_hidden=self._units, no_bias=True)
