"""NoisyNet layer in the common Gluon form: the sampled noise lives in `grad_req="null"` Parameters `eps_w` (out, in) and `eps_b` (out,) that a `reset_noise()` method refills eagerly; the forward is `w_mu + w_sigma * eps_w` and `b_mu + b_sigma * eps_b`, all of equal shapes."""
import mxnet as mx
from mxnet.gluon import HybridBlock

INPUTS = [(4, 6)]


class ParamNoiseDense(HybridBlock):
    def __init__(self, in_units=6, units=3, **kwargs):
        super(ParamNoiseDense, self).__init__(**kwargs)
        self._units = units
        with self.name_scope():
            self.w_mu = self.params.get("w_mu", shape=(units, in_units))
            self.w_sigma = self.params.get("w_sigma", shape=(units, in_units), init=mx.init.Constant(0.2))
            self.b_mu = self.params.get("b_mu", shape=(units,), init=mx.init.Zero())
            self.b_sigma = self.params.get("b_sigma", shape=(units,), init=mx.init.Constant(0.2))
            self.eps_w = self.params.get("eps_w", shape=(units, in_units), grad_req="null", init=mx.init.Normal())
            self.eps_b = self.params.get("eps_b", shape=(units,), grad_req="null", init=mx.init.Normal())

    def reset_noise(self):
        self.eps_w.set_data(mx.nd.random.normal(shape=self.eps_w.shape))
        self.eps_b.set_data(mx.nd.random.normal(shape=self.eps_b.shape))

    def hybrid_forward(self, F, x, w_mu, w_sigma, b_mu, b_sigma, eps_w, eps_b):
        weight = w_mu + w_sigma * eps_w
        bias = b_mu + b_sigma * eps_b
        return F.FullyConnected(x, weight, bias, num_hidden=self._units)


Net = ParamNoiseDense
