"""Antecedent scores `s_m(i) + s_m(j) + s_a(i, j)`: the (N, M, 1) and (N, 1, M) mention scores joined by `broadcast_add`, a lower-triangular causal mask kept as `get_constant` pushed to -1e4 by `broadcast_add`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 5)]

M = 4
CAUSAL = [[1.0 if j < i else 0.0 for j in range(M)] for i in range(M)]


class AntecedentScorer(HybridBlock):
    def __init__(self, dim=5, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.mention = nn.Dense(1, flatten=False, in_units=dim)
            self.pair = nn.Dense(dim, flatten=False, in_units=dim, use_bias=False)
            self.causal = self.params.get_constant("causal", CAUSAL)

    def hybrid_forward(self, F, mentions, causal):
        sm = self.mention(mentions)                                      # (N, M, 1)
        pair = F.batch_dot(self.pair(mentions), mentions, transpose_b=True)
        scores = F.broadcast_add(F.broadcast_add(sm, F.transpose(sm, axes=(0, 2, 1))), pair)
        return F.broadcast_add(scores, (causal - 1) * 1e4)


Net = AntecedentScorer
