"""Spectral normalisation whose power-iteration vector `u` is an NDArray kept on the block (`self.u = nd.random.normal(...)` in `__init__`) and used by `F.dot` in `hybrid_forward`."""
from mxnet import init, nd
from mxnet.gluon import HybridBlock

INPUTS = [(2, 6)]


class SNDense(HybridBlock):
    def __init__(self, units=4, in_units=6, **kwargs):
        super().__init__(**kwargs)
        self._units = units
        self.u = nd.random.normal(shape=(1, units))
        with self.name_scope():
            self.weight = self.params.get("weight", shape=(units, in_units), init=init.Xavier())

    def hybrid_forward(self, F, x, weight):
        v = F.L2Normalization(F.dot(self.u, weight))
        u_new = F.L2Normalization(F.dot(v, weight, transpose_b=True))
        sigma = F.sum(F.dot(u_new, weight) * v).reshape((1, 1))
        return F.FullyConnected(x, F.broadcast_div(weight, sigma), num_hidden=self._units, no_bias=True)


class Net(SNDense):
    pass
