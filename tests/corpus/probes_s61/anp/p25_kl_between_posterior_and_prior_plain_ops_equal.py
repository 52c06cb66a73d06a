"""ANP KL term between the target-conditioned posterior and the context prior, both (N, z) from one shared latent encoder: `log(s_p / s_q) + (s_q**2 + (m_q - m_p)**2) / (2 * s_p**2) - 0.5` with plain operators on equal shapes, summed over z."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 1), (2, 5, 1), (2, 9, 1), (2, 9, 1)]


class LatentKL(HybridBlock):
    def __init__(self, x_dim=1, y_dim=1, units=8, z_dim=4, **kwargs):
        super(LatentKL, self).__init__(**kwargs)
        with self.name_scope():
            self.enc = nn.Dense(units, flatten=False, in_units=x_dim + y_dim, activation="relu")
            self.stats = nn.Dense(2 * z_dim, in_units=units)

    def _dist(self, F, x, y):
        mu, raw = F.split(self.stats(self.enc(F.concat(x, y, dim=-1)).mean(axis=1)), num_outputs=2, axis=-1)
        return mu, 0.1 + 0.9 * F.sigmoid(raw)

    def hybrid_forward(self, F, xc, yc, xt, yt):
        m_p, s_p = self._dist(F, xc, yc)
        m_q, s_q = self._dist(F, xt, yt)
        kl = F.log(s_p / s_q) + (s_q ** 2 + (m_q - m_p) ** 2) / (2 * s_p ** 2) - 0.5
        return kl.sum(axis=-1)


Net = LatentKL
