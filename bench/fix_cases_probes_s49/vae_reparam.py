"""VAE encoder head: mean and log-variance, a reparameterized sample scaled by a sampling temperature (0 at evaluation)."""
from mxnet.gluon import nn


INPUTS = [(3, 8)]


class Net(nn.HybridBlock):
    def __init__(self, in_units=8, latent=4, temperature=0.0, **kwargs):
        super(Net, self).__init__(**kwargs)
        self._temperature = temperature
        with self.name_scope():
            self.mu = nn.Dense(latent, in_units=in_units)
            self.logvar = nn.Dense(latent, in_units=in_units)
            self.dec = nn.Dense(in_units, in_units=latent)

    def hybrid_forward(self, F, x):
        mu, logvar = self.mu(x), self.logvar(x)
        eps = F.random.normal(shape=mu.shape)
        z = mu + F.exp(0.5 * logvar) * eps * self._temperature
        kl = -0.5 * F.sum(1 + logvar - F.square(mu) - F.exp(logvar), axis=1)
        return self.dec(z), kl
