"""NoisyNet factorised Gaussian linear layer: noise vectors passed in, `f(x) = sign(x) * sqrt(abs(x))`, the (out, in) weight noise as the outer product `dot(f_out.reshape((-1, 1)), f_in.reshape((1, -1)))`, weight `mu + sigma * eps` of equal shapes, applied by `FullyConnected`."""
import mxnet as mx
from mxnet.gluon import HybridBlock

INPUTS = [(4, 6), (6,), (3,)]


class NoisyDense(HybridBlock):
    def __init__(self, in_units=6, units=3, sigma0=0.5, **kwargs):
        super(NoisyDense, self).__init__(**kwargs)
        self._units = units
        s = sigma0 / in_units ** 0.5
        with self.name_scope():
            self.weight_mu = self.params.get("weight_mu", shape=(units, in_units))
            self.weight_sigma = self.params.get("weight_sigma", shape=(units, in_units), init=mx.init.Constant(s))
            self.bias_mu = self.params.get("bias_mu", shape=(units,))
            self.bias_sigma = self.params.get("bias_sigma", shape=(units,), init=mx.init.Constant(s))

    def hybrid_forward(self, F, x, eps_in, eps_out, weight_mu, weight_sigma, bias_mu, bias_sigma):
        f_in = F.sign(eps_in) * F.sqrt(F.abs(eps_in))
        f_out = F.sign(eps_out) * F.sqrt(F.abs(eps_out))
        w_eps = F.dot(f_out.reshape((-1, 1)), f_in.reshape((1, -1)))
        weight = weight_mu + weight_sigma * w_eps
        bias = bias_mu + bias_sigma * f_out
        return F.FullyConnected(x, weight, bias, num_hidden=self._units)


Net = NoisyDense
