"""Antecedent scores with the pairwise sum written `sm.expand_dims(2) + sm.expand_dims(1)` on (N, M, 1) and (N, 1, M)."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 5)]


class AntecedentScorer(HybridBlock):
    def __init__(self, dim=5, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.mention = nn.Dense(1, flatten=False, in_units=dim)
            self.pair = nn.Dense(dim, flatten=False, in_units=dim, use_bias=False)

    def hybrid_forward(self, F, mentions):
        sm = F.reshape(self.mention(mentions), shape=(0, -1))             # (N, M)
        pair = F.batch_dot(self.pair(mentions), mentions, transpose_b=True)
        return sm.expand_dims(2) + sm.expand_dims(1) + pair


Net = AntecedentScorer
