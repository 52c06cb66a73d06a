"""Gaussian splatting base computing Sigma = M M^T with `M = self.scale_rotation(F, R, s)`; the base builds a
diagonal scale matrix and `batch_dot`s, the subclass overrides the method with the column scaling
`F.broadcast_mul(R, s.expand_dims(1))` of (N, 3, 3) by (N, 1, 3) and an activation chosen by a python string
from the constructor."""
from mxnet.gluon import HybridBlock

INPUTS = [(5, 4), (5, 3)]


def quat_to_rot(F, q):
    r, x, y, z = F.split(F.L2Normalization(q, mode="instance"), num_outputs=4, axis=1)
    rows = [1 - 2 * (y * y + z * z), 2 * (x * y - r * z), 2 * (x * z + r * y),
            2 * (x * y + r * z), 1 - 2 * (x * x + z * z), 2 * (y * z - r * x),
            2 * (x * z - r * y), 2 * (y * z + r * x), 1 - 2 * (x * x + y * y)]
    return F.concat(*rows, dim=1).reshape((-1, 3, 3))


class GaussianBase(HybridBlock):
    def __init__(self, scale_act="exp", **kwargs):
        super().__init__(**kwargs)
        self.scale_act = scale_act

    def scale_rotation(self, F, R, s):
        S = F.broadcast_mul(F.eye(3).expand_dims(0), s.expand_dims(1))
        return F.batch_dot(R, S)

    def hybrid_forward(self, F, quats, raw_scales):
        s = F.exp(raw_scales) if self.scale_act == "exp" else F.Activation(raw_scales, act_type="softrelu")
        M = self.scale_rotation(F, quat_to_rot(F, quats), s)
        return F.batch_dot(M, M, transpose_b=True)


class ColumnScaled(GaussianBase):
    def scale_rotation(self, F, R, s):
        return F.broadcast_mul(R, s.expand_dims(1))


Net = ColumnScaled
