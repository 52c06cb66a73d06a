"""NoisyNet layer that records the mean noise magnitude for logging: `self.last_sigma = weight_sigma.abs().mean().asscalar()` -- a host read of a traced value."""
import mxnet as mx
from mxnet.gluon import HybridBlock

INPUTS = [(4, 6), (6,), (3,)]


class LoggedSigma(HybridBlock):
    def __init__(self, in_units=6, units=3, **kwargs):
        super(LoggedSigma, self).__init__(**kwargs)
        self._units = units
        self.last_sigma = 0.0
        with self.name_scope():
            self.weight_mu = self.params.get("weight_mu", shape=(units, in_units))
            self.weight_sigma = self.params.get("weight_sigma", shape=(units, in_units), init=mx.init.Constant(0.2))

    def hybrid_forward(self, F, x, eps_in, eps_out, weight_mu, weight_sigma):
        self.last_sigma = weight_sigma.abs().mean().asscalar()
        w_eps = F.dot(eps_out.reshape((-1, 1)), eps_in.reshape((1, -1)))
        weight = weight_mu + weight_sigma * w_eps
        return F.FullyConnected(x, weight, no_bias=True, num_hidden=self._units)


Net = LoggedSigma
