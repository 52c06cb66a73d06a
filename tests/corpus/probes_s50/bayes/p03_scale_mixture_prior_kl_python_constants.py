"""KL term against a scale-mixture prior evaluated at the posterior mean: log densities of two zero-mean Gaussians with python sigmas mixed by `pi`, the log posterior by the closed form, everything summed to a scalar that is added to the data term."""
import math

from mxnet import init
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 5)]


def log_gaussian(F, x, sigma):
    return -0.5 * math.log(2 * math.pi) - math.log(sigma) - F.square(x) / (2 * sigma ** 2)


class Net(HybridBlock):
    def __init__(self, units=3, in_units=5, pi=0.5, sigma1=1.0, sigma2=0.1, **kwargs):
        super().__init__(**kwargs)
        self.units, self.pi, self.sigma1, self.sigma2 = units, pi, sigma1, sigma2
        with self.name_scope():
            self.w_mu = self.params.get("w_mu", shape=(units, in_units), init=init.Normal(0.1))
            self.w_rho = self.params.get("w_rho", shape=(units, in_units), init=init.Constant(-3.0))
            self.out = nn.Dense(1, in_units=units)

    def hybrid_forward(self, F, x, w_mu, w_rho):
        sigma = F.Activation(w_rho, act_type="softrelu")
        log_prior = F.log(self.pi * F.exp(log_gaussian(F, w_mu, self.sigma1))
                          + (1 - self.pi) * F.exp(log_gaussian(F, w_mu, self.sigma2)) + 1e-12)
        log_post = -0.5 * math.log(2 * math.pi) - F.log(sigma)
        kl = F.sum(log_post - log_prior)
        h = F.relu(F.FullyConnected(x, w_mu, no_bias=True, num_hidden=self.units))
        return self.out(h) + 1e-3 * kl
