"""Dreamer observe step: the posterior from `F.concat(deter, embed)` through a Dense, its statistics `stats = F.split(h, num_outputs=2, axis=-1)` read as `stats[0]` and `stats[1]` (output indexing of a split), the returned feature the concat of the latent and the deterministic state."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(3, 6), (3, 5), (3, 4)]


class Posterior(HybridBlock):
    def __init__(self, stoch=4, hidden=8, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.hid = nn.Dense(hidden, activation="relu")
            self.stats = nn.Dense(2 * stoch)

    def hybrid_forward(self, F, deter, embed, noise):
        stats = F.split(self.stats(self.hid(F.concat(deter, embed, dim=-1))), num_outputs=2, axis=-1)
        stoch = stats[0] + (F.sigmoid(stats[1]) * 2 + 0.1) * noise
        return F.concat(stoch, deter, dim=-1)


Net = Posterior
