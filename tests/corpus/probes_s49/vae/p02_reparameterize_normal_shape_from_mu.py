"""Sampling path of a VAE (used to draw new samples from the prior around a posterior): the noise comes from `F.random.normal(shape=mu.shape)`, as the NDArray tutorial writes it, and the decoder maps z back."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 10)]


class Net(HybridBlock):
    def __init__(self, in_dim=10, latent=3, temperature=0.0, **kwargs):
        super().__init__(**kwargs)
        self.temperature = temperature
        with self.name_scope():
            self.enc = nn.Dense(2 * latent, in_units=in_dim)
            self.dec = nn.Dense(in_dim, in_units=latent)

    def hybrid_forward(self, F, x):
        stats = self.enc(x)
        mu = F.slice_axis(stats, axis=1, begin=0, end=3)
        logvar = F.slice_axis(stats, axis=1, begin=3, end=None)
        eps = F.random.normal(0, 1, shape=mu.shape)
        z = mu + self.temperature * F.exp(0.5 * logvar) * eps
        return F.sigmoid(self.dec(z))
