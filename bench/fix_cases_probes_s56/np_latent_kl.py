"""Latent path of a neural process: the latent encoder's mean over the set split into mu and log-sigma halves by `s.shape[1] // 2`, the KL between the posterior (context and target) and the prior (context) summed and averaged over `mu_c.shape[0]`."""
from mxnet.gluon import nn


INPUTS = [(2, 4, 2), (2, 6, 2)]


class Net(nn.HybridBlock):
    def __init__(self, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.enc = nn.Dense(6, in_units=2, flatten=False)

    def stats(self, F, pairs):
        s = self.enc(pairs).mean(axis=1)
        d = s.shape[1] // 2
        return s[:, :d], F.exp(s[:, d:])

    def hybrid_forward(self, F, ctx, tgt):
        mu_c, sig_c = self.stats(F, ctx)
        mu_t, sig_t = self.stats(F, F.concat(ctx, tgt, dim=1))
        kl = F.log(sig_c / sig_t) + (sig_t ** 2 + (mu_t - mu_c) ** 2) / (2 * sig_c ** 2) - 0.5
        return kl.sum() / mu_c.shape[0]
