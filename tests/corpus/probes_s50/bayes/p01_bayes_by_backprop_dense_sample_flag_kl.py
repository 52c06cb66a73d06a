"""Bayes-by-backprop Dense: weight `mu + softplus(rho) * eps` with `eps` from `F.random.normal_like(mu)` when the python flag `sample` is set (the mean weight otherwise), and the closed-form KL to a N(0, prior_sigma^2) prior summed in forward and returned next to the output."""
import math

from mxnet import init
from mxnet.gluon import HybridBlock

INPUTS = [(4, 5)]


def softplus(F, x):
    return F.Activation(x, act_type="softrelu")


class BayesDense(HybridBlock):
    def __init__(self, units=3, in_units=5, prior_sigma=1.0, sample=False, **kwargs):
        super().__init__(**kwargs)
        self.units, self.prior_sigma, self.sample = units, prior_sigma, sample
        with self.name_scope():
            self.w_mu = self.params.get("w_mu", shape=(units, in_units), init=init.Normal(0.1))
            self.w_rho = self.params.get("w_rho", shape=(units, in_units), init=init.Constant(-3.0))
            self.bias = self.params.get("bias", shape=(units,), init="zeros")

    def hybrid_forward(self, F, x, w_mu, w_rho, bias):
        sigma = softplus(F, w_rho)
        if self.sample:
            weight = w_mu + sigma * F.random.normal_like(w_mu)
        else:
            weight = w_mu
        kl = F.sum(math.log(self.prior_sigma) - F.log(sigma)
                   + (F.square(sigma) + F.square(w_mu)) / (2 * self.prior_sigma ** 2) - 0.5)
        return F.FullyConnected(x, weight, bias, num_hidden=self.units), kl


Net = BayesDense
