"""Bayes-by-backprop dense layer: weights mu + softplus(rho) * eps (eps zero when not sampling), KL to a unit Gaussian accumulated."""
from mxnet.gluon import nn


INPUTS = [(3, 4)]


class Net(nn.HybridBlock):
    def __init__(self, units=5, in_units=4, sample=False, **kwargs):
        super(Net, self).__init__(**kwargs)
        self._units = units
        self._sample = sample
        with self.name_scope():
            self.w_mu = self.params.get('w_mu', shape=(units, in_units))
            self.w_rho = self.params.get('w_rho', shape=(units, in_units), init='zeros')
            self.b_mu = self.params.get('b_mu', shape=(units,), init='zeros')

    def hybrid_forward(self, F, x, w_mu, w_rho, b_mu):
        sigma = F.log(1 + F.exp(w_rho))
        if self._sample:
            eps = F.random.normal(shape=w_mu.shape)
        else:
            eps = F.zeros(w_mu.shape)
        w = w_mu + sigma * eps
        out = F.FullyConnected(x, w, b_mu, num_hidden=self._units)
        kl = 0
        kl += 0.5 * F.sum(F.square(sigma) + F.square(w_mu) - 1 - 2 * F.log(sigma))
        kl += 0.5 * F.sum(F.square(b_mu))
        return out, kl
