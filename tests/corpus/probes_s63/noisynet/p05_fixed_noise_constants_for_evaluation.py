"""NoisyNet layer evaluated with noise sampled once at construction (a seeded numpy draw) and held as `get_constant` vectors, transformed by `sign * sqrt(abs)` in the graph and combined by `broadcast_mul` of expanded vectors."""
import mxnet as mx
import numpy as np
from mxnet.gluon import HybridBlock

INPUTS = [(4, 6)]


class FrozenNoiseDense(HybridBlock):
    def __init__(self, in_units=6, units=3, seed=0, **kwargs):
        super(FrozenNoiseDense, self).__init__(**kwargs)
        self._units = units
        rng = np.random.RandomState(seed)
        with self.name_scope():
            self.weight_mu = self.params.get("weight_mu", shape=(units, in_units))
            self.weight_sigma = self.params.get("weight_sigma", shape=(units, in_units), init=mx.init.Constant(0.2))
            self.eps_in = self.params.get_constant("eps_in", rng.randn(in_units).astype("float32"))
            self.eps_out = self.params.get_constant("eps_out", rng.randn(units).astype("float32"))

    def hybrid_forward(self, F, x, weight_mu, weight_sigma, eps_in, eps_out):
        f_in = F.sign(eps_in) * F.sqrt(F.abs(eps_in))
        f_out = F.sign(eps_out) * F.sqrt(F.abs(eps_out))
        weight = weight_mu + weight_sigma * F.broadcast_mul(f_out.expand_dims(1), f_in.expand_dims(0))
        return F.FullyConnected(x, weight, no_bias=True, num_hidden=self._units)


Net = FrozenNoiseDense
