"""The MPS loss of p01 with the margin taken by `F.broadcast_sub` against the positives given their axis
back: (n, 1) - (n, 1) by a broadcast operator, legal traced too."""
from mxnet.gluon import HybridBlock

INPUTS = [(4, 8), (4, 8)]


class MPSLoss(HybridBlock):
    def __init__(self, m=1.0, **kwargs):
        super().__init__(**kwargs)
        self.m = m

    def hybrid_forward(self, F, a, b):
        a = F.L2Normalization(a, mode="instance")
        b = F.L2Normalization(b, mode="instance")
        sim = F.dot(a, b, transpose_b=True)
        pos = F.diag(sim)
        neg = F.broadcast_sub(sim, F.diag(pos))
        hardest = F.maximum(F.expand_dims(F.max(neg, axis=1), axis=1),
                            F.expand_dims(F.max(neg, axis=0), axis=1))
        return F.relu((F.broadcast_sub(self.m + hardest, F.expand_dims(pos, axis=1))) * 0.5)


Net = MPSLoss
