"""Negative log marginal likelihood of a GP on a batch: quadratic term by `potrf`/`trsm`, log-determinant from the Cholesky diagonal, and the constant `0.5 * len(y) * log(2 pi)` (a Symbol's `len` is its output count)."""
import math

from mxnet.gluon import HybridBlock

INPUTS = [(5, 3), (5, 1)]


class GPNLL(HybridBlock):
    def __init__(self, noise=0.1, n=5, **kwargs):
        super().__init__(**kwargs)
        self.noise, self.n = noise, n

    def hybrid_forward(self, F, x, y):
        sq = F.sum(x * x, axis=1, keepdims=True)
        k = F.exp(-0.5 * F.relu(F.broadcast_add(sq, F.transpose(sq)) - 2 * F.dot(x, x, transpose_b=True)))
        chol = F.linalg.potrf(k + self.noise * F.eye(self.n))
        alpha = F.linalg.trsm(chol, y)
        logdet = F.sum(F.log(F.linalg.extractdiag(chol)))
        return 0.5 * F.sum(F.square(alpha)) + logdet + 0.5 * len(y) * math.log(2 * math.pi)


Net = GPNLL
