"""Mu-law companding and quantisation of a waveform with python math constants."""
import math

from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 40)]


class Net(HybridBlock):
    def __init__(self, mu=255, embed_dim=4, **kwargs):
        super().__init__(**kwargs)
        self._mu = float(mu)
        self._norm = 1.0 / math.log1p(self._mu)
        with self.name_scope():
            self.embed = nn.Embedding(int(mu) + 1, embed_dim)

    def hybrid_forward(self, F, wave):
        companded = F.sign(wave) * F.log1p(self._mu * F.abs(wave)) * self._norm   # [-1, 1]
        bins = F.floor((companded + 1) / 2 * self._mu + 0.5)
        return self.embed(bins), companded
