"""Relational Fusion Networks' masked softmax over a node's neighbourhood: `X = M*X`, a sum over
the neighbour axis kept as (N, 1, 1), and `F.where(F.contrib.isnan(X/normalization), ...,
X/normalization)`.  Eagerly the (N, K, 1) / (N, 1, 1) division broadcasts; a Symbol's `/` is
elementwise and needs equal shapes, and `F.contrib.isnan` exists only in mx.nd, so hybridized
tracing fails.

Source: TobiasSkovgaardJepsen/relational-fusion-networks @ 3b1f1d7cea (Relational Fusion
Networks, graph neural networks for road networks; found from a downstream copy's
`rfn_original.relational_fusion` import, stored id 12743798012, with find_string on
"def hybrid_forward(self, F, z"), rfn/relational_fusion/utils.py, MaskedNormalization
and MaskedSoftmax as written, built as the attentional aggregator builds it (axis=1,
keepdims=True).  Inputs: coefficients X (5, 3, 1) and neighbourhood mask M (5, 3, 1) for 5 nodes
of 3 neighbours (the repository's masks are 0/1; the harness draws uniform values).
"""
from mxnet.gluon.nn import HybridBlock

INPUTS = [(5, 3, 1), (5, 3, 1)]


class MaskedNormalization(HybridBlock):
    def __init__(self, axis, keepdims=False, **kwargs):
        super().__init__(**kwargs)
        self.axis = axis
        self.keepdims = keepdims

    def hybrid_forward(self, F, X, M):
        X = M*X
        normalization = F.sum(
            X,
            axis=self.axis,
            keepdims=self.keepdims)
        return F.where(
            F.contrib.isnan(X/normalization),
            F.zeros_like(X),
            X/normalization
        )


class MaskedSoftmax(MaskedNormalization):
    def hybrid_forward(self, F, X, M):
        return super().hybrid_forward(F, F.exp(X), M)


class Net(MaskedSoftmax):
    def __init__(self):
        super(Net, self).__init__(axis=1, keepdims=True)
