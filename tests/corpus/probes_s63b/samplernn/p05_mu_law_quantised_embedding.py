"""SampleRNN input quantisation: mu-law companding `F.sign(x) * F.log1p(mu * F.abs(x)) / math.log1p(mu)` (equal shapes, python constant), mapped to q_levels bins by `F.round` and `F.clip`, embedded by `nn.Embedding` and projected."""
import math

from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 12)]


class MuLawEmbedding(HybridBlock):
    def __init__(self, q_levels=16, embed=4, hidden=8, **kwargs):
        super().__init__(**kwargs)
        self._q, self._mu = q_levels, q_levels - 1
        with self.name_scope():
            self.embedding = nn.Embedding(q_levels, embed)
            self.proj = nn.Dense(hidden, flatten=False)

    def hybrid_forward(self, F, x):
        y = F.sign(x) * F.log1p(self._mu * F.abs(x)) / math.log1p(self._mu)
        q = F.clip(F.round((y + 1) / 2 * self._mu), 0, self._q - 1)
        return self.proj(self.embedding(q))


Net = MuLawEmbedding
