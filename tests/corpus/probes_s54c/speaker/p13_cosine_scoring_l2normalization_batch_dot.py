"""Cosine scoring of enrolment against test embeddings: `F.L2Normalization` of both, scores by `F.batch_dot` with `transpose_b=True`, python score scale."""
from mxnet.gluon import HybridBlock

INPUTS = [(2, 3, 5), (2, 4, 5)]


class CosineScorer(HybridBlock):
    def __init__(self, scale=10.0, **kwargs):
        super().__init__(**kwargs)
        self.scale = scale

    def hybrid_forward(self, F, enrol, test):
        e = F.L2Normalization(enrol, mode="spatial")
        t = F.L2Normalization(test, mode="spatial")
        return self.scale * F.batch_dot(t, e, transpose_b=True)


Net = CosineScorer
