"""Hamilton product of a predicted delta rotation and an input orientation, both `(N, 4)`, components by `F.split`, the product joined with `F.concat`; the helper takes `F` like the block."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 6), (4, 4)]


def hamilton(F, a, b):
    aw, ax, ay, az = F.split(a, num_outputs=4, axis=1)
    bw, bx, by, bz = F.split(b, num_outputs=4, axis=1)
    return F.concat(aw * bw - ax * bx - ay * by - az * bz,
                    aw * bx + ax * bw + ay * bz - az * by,
                    aw * by - ax * bz + ay * bw + az * bx,
                    aw * bz + ax * by - ay * bx + az * bw, dim=1)


class OrientationUpdate(HybridBlock):
    def __init__(self, **kwargs):
        super(OrientationUpdate, self).__init__(**kwargs)
        with self.name_scope():
            self.delta = nn.Dense(4)

    def hybrid_forward(self, F, feat, orientation):
        dq = F.L2Normalization(self.delta(feat) + 1e-3)
        return hamilton(F, dq, F.L2Normalization(orientation + 1e-3))


Net = OrientationUpdate
