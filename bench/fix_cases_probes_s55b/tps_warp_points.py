"""Applying a fitted TPS to target points: the affine part from ones of (B, N, 1) concatenated with the points, the radial part from distances to control points carried as an input, mapping coefficients split at `coef.shape[1] - 3`, and the two parts summed with `+=`."""
from mxnet.gluon import nn


INPUTS = [(2, 6, 2), (2, 4, 2), (2, 7, 2)]


class Net(nn.HybridBlock):
    def __init__(self, **kwargs):
        super(Net, self).__init__(**kwargs)

    def hybrid_forward(self, F, pts, ctrl, coef):
        k = coef.shape[1] - 3
        r2 = ((pts.expand_dims(2) - ctrl.expand_dims(1)) ** 2).sum(axis=-1)
        u = r2 * F.log(r2 + 1e-6)
        affine = F.concat(F.ones((pts.shape[0], pts.shape[1], 1)), pts, dim=2)
        out = F.batch_dot(affine, coef[:, k:])
        out += F.batch_dot(u, coef[:, :k])
        return out
