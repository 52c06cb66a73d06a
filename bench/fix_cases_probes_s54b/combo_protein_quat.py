"""Rigid-body refinement of a backbone: residue coordinates rotated by one quaternion per chain (components read with q[:, i]), then the contact map from pairwise differences of the rotated coordinates."""
from mxnet.gluon import nn


INPUTS = [(2, 4), (2, 5, 3)]


class Net(nn.HybridBlock):
    def __init__(self, **kwargs):
        super(Net, self).__init__(**kwargs)

    def hybrid_forward(self, F, q, x):
        q = F.broadcast_div(q, F.norm(q, axis=1, keepdims=True))
        w, a, b, c = q[:, 0], q[:, 1], q[:, 2], q[:, 3]
        r = F.stack(1 - 2 * (b * b + c * c), 2 * (a * b - c * w), 2 * (a * c + b * w),
                    2 * (a * b + c * w), 1 - 2 * (a * a + c * c), 2 * (b * c - a * w),
                    2 * (a * c - b * w), 2 * (b * c + a * w), 1 - 2 * (a * a + b * b), axis=1)
        y = F.batch_dot(x, r.reshape((-1, 3, 3)), transpose_b=True)
        d = ((y.expand_dims(2) - y.expand_dims(1)) ** 2).sum(axis=3)
        return F.sigmoid(4.0 - d)
