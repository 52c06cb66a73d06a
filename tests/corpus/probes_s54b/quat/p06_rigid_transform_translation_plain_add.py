"""Point cloud `(N, P, 3)` rotated by a predicted quaternion's matrix and translated with a plain `+ t.expand_dims(axis=1)` (`(N, 1, 3)`)."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 6), (4, 5, 3)]


def quat_to_matrix(F, q):
    w, x, y, z = F.split(q, num_outputs=4, axis=1)
    return F.concat(1 - 2 * (y * y + z * z), 2 * (x * y - z * w), 2 * (x * z + y * w),
                    2 * (x * y + z * w), 1 - 2 * (x * x + z * z), 2 * (y * z - x * w),
                    2 * (x * z - y * w), 2 * (y * z + x * w), 1 - 2 * (x * x + y * y),
                    dim=1).reshape((0, 3, 3))


class PoseTransform(HybridBlock):
    def __init__(self, **kwargs):
        super(PoseTransform, self).__init__(**kwargs)
        with self.name_scope():
            self.rot = nn.Dense(4)
            self.trans = nn.Dense(3)

    def hybrid_forward(self, F, feat, points):
        R = quat_to_matrix(F, F.L2Normalization(self.rot(feat) + 1e-3))
        t = self.trans(feat)
        return F.batch_dot(points, R, transpose_b=True) + t.expand_dims(axis=1)


Net = PoseTransform
