"""Rigid transform of a point cloud `(N, P, 3)`: rotation from an axis-angle head via Rodrigues with `F.broadcast_*`, points rotated by `F.batch_dot(..., transpose_b=True)`, the translation added with `F.broadcast_add` after `expand_dims`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 6), (4, 5, 3)]


class RigidTransform(HybridBlock):
    def __init__(self, **kwargs):
        super(RigidTransform, self).__init__(**kwargs)
        with self.name_scope():
            self.pose = nn.Dense(6)

    def rodrigues(self, F, r):
        theta = F.norm(r, axis=1, keepdims=True) + 1e-6
        k = F.broadcast_div(r, theta)
        kx, ky, kz = F.split(k, num_outputs=3, axis=1)
        zero = F.zeros_like(kx)
        K = F.concat(zero, -kz, ky, kz, zero, -kx, -ky, kx, zero, dim=1).reshape((0, 3, 3))
        s = F.sin(theta).reshape((0, 1, 1))
        c = F.cos(theta).reshape((0, 1, 1))
        eye = F.broadcast_like(F.eye(3).expand_dims(axis=0), K)
        return eye + F.broadcast_mul(s, K) + F.broadcast_mul(1 - c, F.batch_dot(K, K))

    def hybrid_forward(self, F, feat, points):
        r, t = F.split(self.pose(feat), num_outputs=2, axis=1)
        R = self.rodrigues(F, r)
        return F.broadcast_add(F.batch_dot(points, R, transpose_b=True), t.expand_dims(axis=1))


Net = RigidTransform
