"""Inducing-point predictive mean: `Kzz` jittered by `F.eye(Kzz.shape[0])` before `F.linalg.potrf`, then two triangular solves against the cross-covariance."""
from mxnet.gluon import HybridBlock

INPUTS = [(5, 3)]


class SparseGPMean(HybridBlock):
    def __init__(self, num_inducing=4, dim=3, jitter=1e-3, **kwargs):
        super().__init__(**kwargs)
        self.jitter = jitter
        with self.name_scope():
            self.z = self.params.get("z", shape=(num_inducing, dim))
            self.u = self.params.get("u", shape=(num_inducing, 1))

    def rbf(self, F, a, b):
        d2 = F.broadcast_add(F.sum(a * a, axis=1, keepdims=True),
                             F.transpose(F.sum(b * b, axis=1, keepdims=True))) - 2 * F.dot(a, b, transpose_b=True)
        return F.exp(-0.5 * F.relu(d2))

    def hybrid_forward(self, F, x, z, u):
        kzz = self.rbf(F, z, z) + self.jitter * F.eye(z.shape[0])
        kxz = self.rbf(F, x, z)
        chol = F.linalg.potrf(kzz)
        a = F.linalg.trsm(chol, F.transpose(kxz))
        return F.dot(F.transpose(a), F.linalg.trsm(chol, u))


Net = SparseGPMean
