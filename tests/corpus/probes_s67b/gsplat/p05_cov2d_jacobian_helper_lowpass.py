"""Gaussian splatting 2D covariance: a module helper builds the (N, 2, 3) Jacobian of the perspective
projection from camera-space columns (fx / z, -fx x / z^2, ...) by `concat` and a reshape code, the camera
rotation W a (3, 3) constant; cov2d = J W Sigma W^T J^T by `F.dot` and `batch_dot`, plus a 0.3 low-pass
filter `broadcast_add`ed as a (1, 2, 2) eye."""
import numpy as onp
from mxnet.gluon import HybridBlock

INPUTS = [(5, 3), (5, 3, 3)]


def jacobian(F, cam, fx, fy):
    x, y, z = F.split(cam, num_outputs=3, axis=1)
    zero = F.zeros_like(z)
    rows = [fx / z, zero, -fx * x / (z * z), zero, fy / z, -fy * y / (z * z)]
    return F.concat(*rows, dim=1).reshape((0, 2, 3))


class Covariance2D(HybridBlock):
    def __init__(self, focal=(40.0, 40.0), low_pass=0.3, **kwargs):
        super().__init__(**kwargs)
        self.fx, self.fy = focal
        self.low_pass = low_pass
        rot = onp.eye(3, dtype="float32")
        with self.name_scope():
            self.W = self.params.get_constant("W", rot)

    def hybrid_forward(self, F, means_cam, cov3d, W):
        cam = F.concat(means_cam.slice_axis(axis=1, begin=0, end=2),
                       F.abs(means_cam.slice_axis(axis=1, begin=2, end=3)) + 3.0, dim=1)
        T = F.dot(jacobian(F, cam, self.fx, self.fy), W)
        cov2d = F.batch_dot(F.batch_dot(T, cov3d), T, transpose_b=True)
        return F.broadcast_add(cov2d, self.low_pass * F.eye(2).reshape((1, 2, 2)))


Net = Covariance2D
