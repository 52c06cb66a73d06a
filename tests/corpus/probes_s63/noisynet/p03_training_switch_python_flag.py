"""NoisyNet layer switched between training (noisy weights) and evaluation (means only) by a python attribute `self.noisy` set from the constructor; the noise vectors still come in as inputs."""
import mxnet as mx
from mxnet.gluon import HybridBlock

INPUTS = [(4, 6), (6,), (3,)]


class SwitchedNoisyDense(HybridBlock):
    def __init__(self, in_units=6, units=3, noisy=True, **kwargs):
        super(SwitchedNoisyDense, self).__init__(**kwargs)
        self.noisy = noisy
        self._units = units
        with self.name_scope():
            self.weight_mu = self.params.get("weight_mu", shape=(units, in_units))
            self.weight_sigma = self.params.get("weight_sigma", shape=(units, in_units), init=mx.init.Constant(0.2))

    def hybrid_forward(self, F, x, eps_in, eps_out, weight_mu, weight_sigma):
        weight = weight_mu
        if self.noisy:
            f_in = F.sign(eps_in) * F.sqrt(F.abs(eps_in))
            f_out = F.sign(eps_out) * F.sqrt(F.abs(eps_out))
            weight = weight + weight_sigma * F.dot(f_out.expand_dims(1), f_in.expand_dims(0))
        return F.FullyConnected(x, weight, no_bias=True, num_hidden=self._units)


Net = SwitchedNoisyDense
