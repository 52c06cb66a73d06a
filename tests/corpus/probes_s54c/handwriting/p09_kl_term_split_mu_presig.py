"""Sketch-RNN latent: `mu, presig = F.split(self.fc(h), num_outputs=2, axis=1)`, KL term `-0.5 * mean(1 + presig - mu ** 2 - exp(presig))`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(3, 8)]


class LatentKL(HybridBlock):
    def __init__(self, z_dim=4, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.fc = nn.Dense(2 * z_dim)

    def hybrid_forward(self, F, h):
        mu, presig = F.split(self.fc(h), num_outputs=2, axis=1)
        kl = -0.5 * F.mean(1 + presig - F.square(mu) - F.exp(presig), axis=1)
        return mu, kl


Net = LatentKL
