"""DPR NLL written out by hand: the (B, P) score matrix stabilised by `scores - scores.max(axis=1,
keepdims=True)`, a plain `-` of a (B, 1) maximum from every row, then the log-sum-exp."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 8), (4, 8)]


class ManualLogSoftmax(HybridBlock):
    def __init__(self, dim=8, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.q_proj = nn.Dense(dim, in_units=dim)
            self.p_proj = nn.Dense(dim, in_units=dim)

    def hybrid_forward(self, F, q_cls, p_cls):
        scores = F.dot(self.q_proj(q_cls), self.p_proj(p_cls), transpose_b=True)
        shifted = scores - scores.max(axis=1, keepdims=True)
        return shifted - F.log(F.exp(shifted).sum(axis=1, keepdims=True))


Net = ManualLogSoftmax
