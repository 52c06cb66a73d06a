"""Quaternion head to rotation matrix: `F.L2Normalization` of the raw 4-vector, components by `F.split(num_outputs=4)`, the nine entries joined with `F.concat` and reshaped `(0, 3, 3)`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 6)]


def quat_to_matrix(F, q):
    w, x, y, z = F.split(q, num_outputs=4, axis=1)
    return F.concat(1 - 2 * (y * y + z * z), 2 * (x * y - z * w), 2 * (x * z + y * w),
                    2 * (x * y + z * w), 1 - 2 * (x * x + z * z), 2 * (y * z - x * w),
                    2 * (x * z - y * w), 2 * (y * z + x * w), 1 - 2 * (x * x + y * y),
                    dim=1).reshape((0, 3, 3))


class RotationHead(HybridBlock):
    def __init__(self, **kwargs):
        super(RotationHead, self).__init__(**kwargs)
        with self.name_scope():
            self.fc = nn.Dense(4)

    def hybrid_forward(self, F, feat):
        q = F.L2Normalization(self.fc(feat) + 1e-3)
        return quat_to_matrix(F, q)


Net = RotationHead
