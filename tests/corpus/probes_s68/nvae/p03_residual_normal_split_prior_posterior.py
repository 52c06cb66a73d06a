"""NVAE residual normal distribution: the prior's (mu_p, log_sigma_p) from the decoder state and the encoder's
(dmu, dlog_sigma) each split from one conv by `F.split(num_outputs=2, axis=1)`, the posterior relative to the
prior (`mu_p + dmu`, `log_sigma_p + dlog_sigma`), the sample taken at the mean (no noise at evaluation), and
the analytic KL per element of equal shapes."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 4, 4), (2, 4, 4, 4)]


class ResidualNormal(HybridBlock):
    def __init__(self, latent=2, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.prior = nn.Conv2D(2 * latent, 3, padding=1)
            self.enc = nn.Conv2D(2 * latent, 3, padding=1)

    def hybrid_forward(self, F, state, enc_feats):
        mu_p, ls_p = F.split(self.prior(state), num_outputs=2, axis=1)
        dmu, dls = F.split(self.enc(F.concat(state, enc_feats, dim=1)), num_outputs=2, axis=1)
        mu_q = mu_p + dmu
        ls_q = F.clip(ls_p + dls, -5, 5)
        ls_p = F.clip(ls_p, -5, 5)
        z = mu_q
        kl = 0.5 * (F.square(dmu) / F.exp(2 * ls_p) + F.exp(2 * (ls_q - ls_p))) - 0.5 - (ls_q - ls_p)
        return z, F.sum(kl, axis=(1, 2, 3))


Net = ResidualNormal
