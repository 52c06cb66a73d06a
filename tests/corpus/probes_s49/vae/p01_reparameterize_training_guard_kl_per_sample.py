"""VAE encoder head: mean and log-variance by `F.split` of one Dense, the reparameterization `mu + exp(0.5 * logvar) * normal_like(mu)` only under `autograd.is_training()` (the mean at inference), and the KL term summed per sample."""
from mxnet import autograd
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 10)]


class Encoder(HybridBlock):
    def __init__(self, in_dim=10, hidden=12, latent=3, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.hidden = nn.Dense(hidden, activation="relu", in_units=in_dim)
            self.stats = nn.Dense(2 * latent, in_units=hidden)

    def hybrid_forward(self, F, x):
        mu, logvar = F.split(self.stats(self.hidden(x)), num_outputs=2, axis=1)
        if autograd.is_training():
            z = mu + F.exp(0.5 * logvar) * F.random.normal_like(mu)
        else:
            z = mu
        kl = -0.5 * F.sum(1 + logvar - F.square(mu) - F.exp(logvar), axis=1)
        return z, kl


Net = Encoder
