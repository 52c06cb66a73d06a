"""Hamilton product of two quaternion batches written with `...` indexing of the last axis, the result normalised."""
from mxnet.gluon import nn


INPUTS = [(2, 3, 4), (2, 3, 4)]


class Net(nn.HybridBlock):
    def __init__(self, **kwargs):
        super(Net, self).__init__(**kwargs)

    def hybrid_forward(self, F, a, b):
        aw, ax, ay, az = a[..., 0], a[..., 1], a[..., 2], a[..., 3]
        bw, bx, by, bz = b[..., 0], b[..., 1], b[..., 2], b[..., 3]
        out = F.stack(aw * bw - ax * bx - ay * by - az * bz,
                      aw * bx + ax * bw + ay * bz - az * by,
                      aw * by - ax * bz + ay * bw + az * bx,
                      aw * bz + ax * by - ay * bx + az * bw, axis=-1)
        return F.broadcast_div(out, F.norm(out, axis=-1, keepdims=True) + 1e-8)
