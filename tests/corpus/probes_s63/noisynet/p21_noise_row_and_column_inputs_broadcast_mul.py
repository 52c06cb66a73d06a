"""NoisyNet layer fed its factorised noise already shaped as an (out, 1) column and a (1, in) row (as a sampler outside the block produces them): `f()` applied to each, the (out, in) noise as `broadcast_mul(f_out, f_in)`, the weight `mu + sigma * noise` of equal shapes."""
import mxnet as mx
from mxnet.gluon import HybridBlock

INPUTS = [(4, 6), (1, 6), (3, 1)]


class ShapedNoiseDense(HybridBlock):
    def __init__(self, in_units=6, units=3, **kwargs):
        super(ShapedNoiseDense, self).__init__(**kwargs)
        self._units = units
        with self.name_scope():
            self.weight_mu = self.params.get("weight_mu", shape=(units, in_units))
            self.weight_sigma = self.params.get("weight_sigma", shape=(units, in_units), init=mx.init.Constant(0.2))

    def hybrid_forward(self, F, x, eps_row, eps_col, weight_mu, weight_sigma):
        f_in = F.sign(eps_row) * F.sqrt(F.abs(eps_row))
        f_out = F.sign(eps_col) * F.sqrt(F.abs(eps_col))
        weight = weight_mu + weight_sigma * F.broadcast_mul(f_out, f_in)
        return F.FullyConnected(x, weight, no_bias=True, num_hidden=self._units)


Net = ShapedNoiseDense
