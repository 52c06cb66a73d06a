"""A DocFace-style MPS loss over a batch of paired embeddings: the (n, n) similarity of normalised pairs by
`F.dot`, the diagonal of positives by `F.diag` (n,), the hardest negative of each row and each column given
back an axis by `expand_dims` (n, 1), and the margin `m + hardest - positives` with plain operators
(adapted from public face-recognition code: (n, 1) - (n,) broadcasts eagerly, a Symbol's `-` does not)."""
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
        return F.relu((self.m + hardest - pos) * 0.5)


Net = MPSLoss
