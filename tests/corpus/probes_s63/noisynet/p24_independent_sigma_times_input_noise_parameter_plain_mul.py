"""NoisyNet variant scaling the (out, in) sigma by a per-input (in,) noise Parameter with plain `*` (eagerly broadcast over the output rows, traced elementwise on different shapes)."""
import mxnet as mx
from mxnet.gluon import HybridBlock

INPUTS = [(4, 6)]


class RowNoiseDense(HybridBlock):
    def __init__(self, in_units=6, units=3, **kwargs):
        super(RowNoiseDense, self).__init__(**kwargs)
        self._units = units
        with self.name_scope():
            self.weight_mu = self.params.get("weight_mu", shape=(units, in_units))
            self.weight_sigma = self.params.get("weight_sigma", shape=(units, in_units), init=mx.init.Constant(0.2))
            self.eps_in = self.params.get("eps_in", shape=(in_units,), grad_req="null", init=mx.init.Normal())

    def hybrid_forward(self, F, x, weight_mu, weight_sigma, eps_in):
        weight = weight_mu + weight_sigma * eps_in
        return F.FullyConnected(x, weight, no_bias=True, num_hidden=self._units)


Net = RowNoiseDense
