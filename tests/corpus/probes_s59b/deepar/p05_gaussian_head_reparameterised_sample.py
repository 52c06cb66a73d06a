"""Gaussian likelihood head: mean by a Dense, scale by softplus (`Activation("softrelu")`) plus a floor, one sample path drawn by the reparameterisation with the noise given as an input, the log-likelihood of the target."""
import math

from mxnet.gluon import HybridBlock, nn

INPUTS = [(3, 5, 8), (3, 5), (3, 5)]


class GaussianHead(HybridBlock):
    def __init__(self, min_sigma=1e-3, **kwargs):
        super().__init__(**kwargs)
        self.min_sigma = min_sigma
        with self.name_scope():
            self.mu = nn.Dense(1, flatten=False)
            self.sigma = nn.Dense(1, flatten=False)

    def hybrid_forward(self, F, h, target, eps):
        mu = self.mu(h).squeeze(axis=-1)
        sigma = F.Activation(self.sigma(h), act_type="softrelu").squeeze(axis=-1) + self.min_sigma
        sample = mu + sigma * eps
        z = (target - mu) / sigma
        loglik = -0.5 * F.square(z) - F.log(sigma) - 0.5 * math.log(2 * math.pi)
        return sample, loglik.mean(axis=1)


Net = GaussianHead
