"""3D Gaussian splatting covariance: quaternions normalised by `F.L2Normalization` (instance mode), the
rotation matrix assembled from the four `F.split` columns into (N, 9) and reshaped to (N, 3, 3), scales
`exp(log_scales)` applied to R's columns by `broadcast_mul` with an (N, 1, 3) view, and
Sigma = (R S)(R S)^T by `batch_dot(..., transpose_b=True)`."""
from mxnet.gluon import HybridBlock

INPUTS = [(5, 4), (5, 3)]


def rotation(F, q):
    r, x, y, z = F.split(q, num_outputs=4, axis=1)
    rows = [1 - 2 * (y * y + z * z), 2 * (x * y - r * z), 2 * (x * z + r * y),
            2 * (x * y + r * z), 1 - 2 * (x * x + z * z), 2 * (y * z - r * x),
            2 * (x * z - r * y), 2 * (y * z + r * x), 1 - 2 * (x * x + y * y)]
    return F.concat(*rows, dim=1).reshape((-1, 3, 3))


class Covariance3D(HybridBlock):
    def __init__(self, scale_modifier=1.0, **kwargs):
        super().__init__(**kwargs)
        self.scale_modifier = scale_modifier

    def hybrid_forward(self, F, quats, log_scales):
        R = rotation(F, F.L2Normalization(quats, mode="instance"))
        M = F.broadcast_mul(R, (F.exp(log_scales) * self.scale_modifier).expand_dims(1))
        return F.batch_dot(M, M, transpose_b=True)


Net = Covariance3D
