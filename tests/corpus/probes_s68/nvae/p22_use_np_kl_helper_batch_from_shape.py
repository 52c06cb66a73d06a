"""Numpy-mode NVAE with `@use_np` on `hybrid_forward` and the KL in a module helper: `kl_normal(F, mu, log_sigma)`
sums the KL and divides by `mu.shape[0]`, the batch read from the shape of the traced array it is handed."""
from mxnet import npx
from mxnet.gluon import HybridBlock, nn
from mxnet.util import use_np

npx.set_np()

INPUTS = [(2, 4, 4, 4)]


def kl_normal(F, mu, log_sigma):
    kl = 0.5 * (mu ** 2 + F.np.exp(2 * log_sigma)) - 0.5 - log_sigma
    return kl.sum() / mu.shape[0]


@use_np
class NumpyKL(HybridBlock):
    def __init__(self, latent=2, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.enc = nn.Conv2D(2 * latent, 3, padding=1, in_channels=4)

    def hybrid_forward(self, F, x):
        mu, log_sigma = F.np.split(self.enc(x), 2, axis=1)
        return mu, kl_normal(F, mu, F.np.clip(log_sigma, -5, 5))


Net = NumpyKL
