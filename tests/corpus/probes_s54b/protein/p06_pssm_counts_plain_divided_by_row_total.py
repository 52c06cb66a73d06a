"""Position-specific frequencies from soft counts `(N, L, 21)` normalised with a plain `counts / F.sum(counts, axis=-1, keepdims=True)`, then log-odds against a uniform background."""
import math

from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6, 21)]


class PSSM(HybridBlock):
    def __init__(self, pseudo=0.5, **kwargs):
        super(PSSM, self).__init__(**kwargs)
        self.pseudo = pseudo
        with self.name_scope():
            self.mix = nn.Dense(21, flatten=False)

    def hybrid_forward(self, F, msa_counts):
        counts = F.relu(self.mix(msa_counts)) + self.pseudo
        freqs = counts / F.sum(counts, axis=-1, keepdims=True)
        return F.log(freqs) - math.log(1.0 / 21)


Net = PSSM
