"""SVGP predictive variance: Kzz with jitter on an identity of the inducing count, its Cholesky factor, a triangular solve against Kzx, and 1 - the column norms."""
import numpy as np
from mxnet import nd
from mxnet.gluon import nn


INPUTS = [(4, 2)]


class Net(nn.HybridBlock):
    def __init__(self, num_inducing=3, dim=2, **kwargs):
        super(Net, self).__init__(**kwargs)
        self._m = num_inducing
        with self.name_scope():
            self.Z = self.params.get('Z', shape=(num_inducing, dim))

    def _rbf(self, F, a, b):
        d = a.expand_dims(1) - b.expand_dims(0)
        return F.exp(-0.5 * (d ** 2).sum(axis=2))

    def hybrid_forward(self, F, x, Z):
        kzz = self._rbf(F, Z, Z) + 1e-2 * nd.array(np.eye(self._m))
        kzx = self._rbf(F, Z, x)
        L = F.linalg.potrf(kzz)
        v = F.linalg.trsm(L, kzx)
        return 1.0 - (v ** 2).sum(axis=0)
