"""Quaternion to rotation matrix: the quaternion normalised, its four components read with q[:, i], the nine entries stacked and reshaped to (batch, 3, 3)."""
from mxnet.gluon import nn


INPUTS = [(3, 4)]


class Net(nn.HybridBlock):
    def __init__(self, **kwargs):
        super(Net, self).__init__(**kwargs)

    def hybrid_forward(self, F, q):
        q = F.broadcast_div(q, F.norm(q, axis=1, keepdims=True) + 1e-8)
        w, x, y, z = q[:, 0], q[:, 1], q[:, 2], q[:, 3]
        r = F.stack(1 - 2 * (y * y + z * z), 2 * (x * y - z * w), 2 * (x * z + y * w),
                    2 * (x * y + z * w), 1 - 2 * (x * x + z * z), 2 * (y * z - x * w),
                    2 * (x * z - y * w), 2 * (y * z + x * w), 1 - 2 * (x * x + y * y), axis=1)
        return r.reshape((q.shape[0], 3, 3))
