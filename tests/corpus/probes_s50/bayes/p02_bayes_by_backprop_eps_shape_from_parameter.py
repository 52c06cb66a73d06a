"""Bayes-by-backprop Dense that draws `eps = F.random.normal(shape=w_mu.shape)`; the noise scale defaults to 0 (evaluation with the mean weight)."""
from mxnet import init
from mxnet.gluon import HybridBlock

INPUTS = [(4, 5)]


class Net(HybridBlock):
    def __init__(self, units=3, in_units=5, noise_scale=0.0, **kwargs):
        super().__init__(**kwargs)
        self.units, self.noise_scale = units, noise_scale
        with self.name_scope():
            self.w_mu = self.params.get("w_mu", shape=(units, in_units), init=init.Normal(0.1))
            self.w_rho = self.params.get("w_rho", shape=(units, in_units), init=init.Constant(-3.0))

    def hybrid_forward(self, F, x, w_mu, w_rho):
        eps = F.random.normal(0, 1, shape=w_mu.shape)
        weight = w_mu + self.noise_scale * F.Activation(w_rho, act_type="softrelu") * eps
        return F.FullyConnected(x, weight, no_bias=True, num_hidden=self.units)
