"""Points rotated by a quaternion per batch item with v' = v + 2w(u x v) + 2u x (u x v): the vector part given a point axis and multiplied with a plain `*` against (B, N, 3) points."""
from mxnet.gluon import nn


INPUTS = [(2, 4), (2, 5, 3)]


def cross(a, b, F):
    return F.concat(a[:, :, 1:2] * b[:, :, 2:3] - a[:, :, 2:3] * b[:, :, 1:2],
                    a[:, :, 2:3] * b[:, :, 0:1] - a[:, :, 0:1] * b[:, :, 2:3],
                    a[:, :, 0:1] * b[:, :, 1:2] - a[:, :, 1:2] * b[:, :, 0:1], dim=2)


class Net(nn.HybridBlock):
    def __init__(self, **kwargs):
        super(Net, self).__init__(**kwargs)

    def hybrid_forward(self, F, q, v):
        q = F.broadcast_div(q, F.norm(q, axis=1, keepdims=True))
        w = q.slice_axis(axis=1, begin=0, end=1).expand_dims(1)
        u = q.slice_axis(axis=1, begin=1, end=4).expand_dims(1)
        u = u * F.ones_like(v)
        t = 2 * cross(u, v, F)
        return v + w * t + cross(u, t, F)
