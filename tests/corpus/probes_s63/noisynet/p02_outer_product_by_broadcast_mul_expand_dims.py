"""NoisyNet layer with the outer product written as `broadcast_mul(f_out.expand_dims(1), f_in.expand_dims(0))` and the noisy weight applied by `F.dot(x, weight, transpose_b=True)` plus `broadcast_add` of the (out,) bias."""
import mxnet as mx
from mxnet.gluon import HybridBlock

INPUTS = [(4, 6), (6,), (3,)]


class BroadcastNoisyDense(HybridBlock):
    def __init__(self, in_units=6, units=3, **kwargs):
        super(BroadcastNoisyDense, self).__init__(**kwargs)
        with self.name_scope():
            self.weight_mu = self.params.get("weight_mu", shape=(units, in_units))
            self.weight_sigma = self.params.get("weight_sigma", shape=(units, in_units), init=mx.init.Constant(0.2))
            self.bias_mu = self.params.get("bias_mu", shape=(units,), init=mx.init.Zero())

    @staticmethod
    def _f(F, x):
        return F.sign(x) * F.sqrt(F.abs(x))

    def hybrid_forward(self, F, x, eps_in, eps_out, weight_mu, weight_sigma, bias_mu):
        f_in, f_out = self._f(F, eps_in), self._f(F, eps_out)
        weight = weight_mu + weight_sigma * F.broadcast_mul(f_out.expand_dims(1), f_in.expand_dims(0))
        return F.broadcast_add(F.dot(x, weight, transpose_b=True), bias_mu.expand_dims(0))


Net = BroadcastNoisyDense
