"""Coarse-to-fine antecedent pruning: bilinear coarse scores by `batch_dot`, mention scores added as (N, M, 1) and (N, 1, M) by `broadcast_add`, a causal mask constant, the best `c` antecedents by `topk` with python `c`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 4)]

M = 5
CAUSAL = [[0.0 if j < i else -1e4 for j in range(M)] for i in range(M)]


class CoarseToFine(HybridBlock):
    def __init__(self, dim=4, top_c=2, **kwargs):
        super().__init__(**kwargs)
        self.top_c = top_c
        with self.name_scope():
            self.bilinear = nn.Dense(dim, flatten=False, in_units=dim, use_bias=False)
            self.mention = nn.Dense(1, flatten=False, in_units=dim)
            self.causal = self.params.get_constant("causal", CAUSAL)

    def hybrid_forward(self, F, m, causal):
        sm = self.mention(m)
        coarse = F.batch_dot(self.bilinear(m), m, transpose_b=True)
        coarse = F.broadcast_add(coarse, F.broadcast_add(sm, F.swapaxes(sm, 1, 2)))
        coarse = F.broadcast_add(coarse, F.expand_dims(causal, axis=0))
        return F.topk(coarse, axis=-1, k=self.top_c, ret_typ="value")


Net = CoarseToFine
