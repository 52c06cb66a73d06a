"""beta-VAE loss block: squared-error reconstruction and KL, each summed over the features of a sample, combined with a python `beta` and a capacity `C` from the constructor (Burgess et al.), `F.abs(kl - C)` when a capacity is set."""
from mxnet import autograd
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 10)]


class Net(HybridBlock):
    def __init__(self, in_dim=10, latent=4, beta=4.0, capacity=None, **kwargs):
        super().__init__(**kwargs)
        self.beta, self.capacity, self.latent = beta, capacity, latent
        with self.name_scope():
            self.enc = nn.Dense(2 * latent, in_units=in_dim)
            self.dec = nn.Dense(in_dim, in_units=latent)

    def hybrid_forward(self, F, x):
        h = self.enc(x)
        mu = F.slice_axis(h, axis=-1, begin=0, end=self.latent)
        logvar = F.slice_axis(h, axis=-1, begin=self.latent, end=None)
        z = mu + F.exp(0.5 * logvar) * F.random.normal_like(mu) if autograd.is_training() else mu
        recon = F.sum(F.square(self.dec(z) - x), axis=1)
        kl = 0.5 * F.sum(F.exp(logvar) + F.square(mu) - 1 - logvar, axis=1)
        if self.capacity is not None:
            kl = F.abs(kl - self.capacity)
        return recon + self.beta * kl
