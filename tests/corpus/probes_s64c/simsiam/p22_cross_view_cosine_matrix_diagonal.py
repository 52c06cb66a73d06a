"""BYOL variant scoring all pairs: the (N, N) cosine matrix `F.dot(p, z, transpose_b=True)` of L2-normalised online predictions and stopped targets, the positives on its diagonal by `F.diag`, the loss `2 - 2 * mean(diag)`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 10), (4, 10)]


class DiagonalByol(HybridBlock):
    def __init__(self, dim=8, **kwargs):
        super().__init__(**kwargs)
        self.online = nn.Dense(dim, in_units=10)
        self.target = nn.Dense(dim, in_units=10)

    def hybrid_forward(self, F, v1, v2):
        p = F.L2Normalization(self.online(v1))
        z = F.BlockGrad(F.L2Normalization(self.target(v2)))
        sim = F.dot(p, z, transpose_b=True)
        return 2 - 2 * F.mean(F.diag(sim)), sim


Net = DiagonalByol
