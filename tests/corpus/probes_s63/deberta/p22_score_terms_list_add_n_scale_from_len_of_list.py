"""DeBERTa scores collected in a python list of terms (`c2c` always, `c2p`/`p2c` by the configured `pos_att_type`), summed by `F.add_n(*terms)` and scaled by `1 / sqrt(len(terms) * d)` -- `len()` of a python list, not of a tensor."""
import math

from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 8), (2, 5, 8)]


class ListedScores(HybridBlock):
    def __init__(self, units=8, pos_att_type=("c2p", "p2c"), **kwargs):
        super(ListedScores, self).__init__(**kwargs)
        self._d, self._types = units, pos_att_type
        with self.name_scope():
            self.q = nn.Dense(units, in_units=units, flatten=False)
            self.k = nn.Dense(units, in_units=units, flatten=False)

    def hybrid_forward(self, F, x, rel):
        q, k = self.q(x), self.k(x)
        terms = [F.batch_dot(q, k, transpose_b=True)]
        if "c2p" in self._types:
            terms.append(F.batch_dot(q, self.k(rel), transpose_b=True))
        if "p2c" in self._types:
            terms.append(F.batch_dot(self.q(rel), k, transpose_b=True))
        scores = F.add_n(*terms) / math.sqrt(len(terms) * self._d)
        return F.softmax(scores, axis=-1)


Net = ListedScores
