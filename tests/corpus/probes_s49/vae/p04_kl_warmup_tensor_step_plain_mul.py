"""KL warm-up driven by the trainer's global step, handed in as a (1,) tensor: `beta = minimum(step / warmup, 1)` multiplies the per-sample (N,) KL with plain `*`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 10), (1,)]


class Net(HybridBlock):
    def __init__(self, in_dim=10, latent=3, warmup=1000.0, **kwargs):
        super().__init__(**kwargs)
        self.warmup = warmup
        with self.name_scope():
            self.enc = nn.Dense(2 * latent, in_units=in_dim)
            self.dec = nn.Dense(in_dim, in_units=latent)

    def hybrid_forward(self, F, x, step):
        mu, logvar = F.split(self.enc(x), 2, axis=1)
        recon = F.sum(F.square(self.dec(mu) - x), axis=1)
        kl = -0.5 * F.sum(1 + logvar - mu * mu - F.exp(logvar), axis=1)
        beta = F.minimum(F.abs(step) * 5000 / self.warmup, 1.0)
        return recon + beta * kl
