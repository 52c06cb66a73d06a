"""Thin-plate-spline kernel between the source points and fixed control points: the control points as a numpy meshgrid made into nd.array in the forward, (B, N, 1, 2) minus (1, 1, K, 2) with `-`, and U(r) = r^2 log r^2 on the squared distances."""
import numpy as np
from mxnet import nd
from mxnet.gluon import nn


INPUTS = [(2, 5, 2)]


class Net(nn.HybridBlock):
    def __init__(self, grid=3, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.grid = grid
        with self.name_scope():
            self.w = nn.Dense(2, in_units=grid * grid + 3, flatten=False)

    def hybrid_forward(self, F, pts):
        ys, xs = np.meshgrid(np.linspace(-1, 1, self.grid), np.linspace(-1, 1, self.grid), indexing='ij')
        ctrl = nd.array(np.stack([xs.ravel(), ys.ravel()], axis=1))
        r2 = ((pts.expand_dims(2) - ctrl.reshape((1, 1, -1, 2))) ** 2).sum(axis=-1)
        u = r2 * F.log(r2 + 1e-6)
        ones = F.ones((pts.shape[0], pts.shape[1], 1))
        return self.w(F.concat(u, ones, pts, dim=2))
