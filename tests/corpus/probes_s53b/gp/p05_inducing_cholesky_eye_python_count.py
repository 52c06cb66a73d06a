"""Inducing-point predictive mean and variance: jitter by `F.eye(self.num_inducing)` from `__init__`, `potrf` + `trsm` solves, the variance as the signal variance minus a column sum of squares, clipped."""
from mxnet.gluon import HybridBlock

INPUTS = [(5, 3)]


class SparseGP(HybridBlock):
    def __init__(self, num_inducing=4, dim=3, jitter=1e-3, signal=1.0, **kwargs):
        super().__init__(**kwargs)
        self.num_inducing, self.jitter, self.signal = num_inducing, jitter, signal
        with self.name_scope():
            self.z = self.params.get("z", shape=(num_inducing, dim))
            self.u = self.params.get("u", shape=(num_inducing, 1))

    def rbf(self, F, a, b):
        d2 = F.broadcast_add(F.sum(a * a, axis=1, keepdims=True),
                             F.transpose(F.sum(b * b, axis=1, keepdims=True))) - 2 * F.dot(a, b, transpose_b=True)
        return self.signal * F.exp(-0.5 * F.relu(d2))

    def hybrid_forward(self, F, x, z, u):
        kzz = self.rbf(F, z, z) + self.jitter * F.eye(self.num_inducing)
        chol = F.linalg.potrf(kzz)
        a = F.linalg.trsm(chol, F.transpose(self.rbf(F, x, z)))
        mean = F.dot(F.transpose(a), F.linalg.trsm(chol, u))
        var = F.clip(self.signal - F.sum(F.square(a), axis=0), 1e-6, self.signal)
        return F.concat(mean, F.expand_dims(var, axis=1), dim=1)


Net = SparseGP
