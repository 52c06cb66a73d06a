"""ANP with a latent-encoder child block returning a `(mu, sigma)` tuple unpacked in the parent, the noise passed in, the decoder conditioned on `broadcast_like`-tiled z; also returns `len(stats)` worth of outputs by a python tuple."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 1), (2, 5, 1), (2, 7, 1), (2, 4)]


class LatentEncoder(HybridBlock):
    def __init__(self, in_units=2, units=8, z_dim=4, **kwargs):
        super(LatentEncoder, self).__init__(**kwargs)
        with self.name_scope():
            self.enc = nn.Dense(units, flatten=False, in_units=in_units, activation="relu")
            self.stats = nn.Dense(2 * z_dim, in_units=units)

    def hybrid_forward(self, F, xc, yc):
        s = self.enc(F.concat(xc, yc, dim=-1)).mean(axis=1)
        mu, raw = F.split(self.stats(s), num_outputs=2, axis=-1)
        return mu, 0.1 + 0.9 * F.sigmoid(raw)


class LatentANP(HybridBlock):
    def __init__(self, z_dim=4, units=8, **kwargs):
        super(LatentANP, self).__init__(**kwargs)
        with self.name_scope():
            self.latent = LatentEncoder(z_dim=z_dim, units=units)
            self.dec = nn.Dense(2, flatten=False, in_units=1 + z_dim)

    def hybrid_forward(self, F, xc, yc, xt, eps):
        stats = self.latent(xc, yc)
        mu, sigma = stats
        z = mu + sigma * eps
        zt = F.broadcast_like(z.expand_dims(axis=1), xt, lhs_axes=(1,), rhs_axes=(1,))
        out = self.dec(F.concat(xt, zt, dim=-1))
        return tuple([out] + [s for s in stats[:len(stats)]])


Net = LatentANP
