"""Hamilton product that reads the components with `a[:, 0]`, `a[:, 1]`, ... subscripts and stacks them back."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 6), (4, 4)]


def hamilton(F, a, b):
    aw, ax, ay, az = a[:, 0], a[:, 1], a[:, 2], a[:, 3]
    bw, bx, by, bz = b[:, 0], b[:, 1], b[:, 2], b[:, 3]
    return F.stack(aw * bw - ax * bx - ay * by - az * bz,
                   aw * bx + ax * bw + ay * bz - az * by,
                   aw * by - ax * bz + ay * bw + az * bx,
                   aw * bz + ax * by - ay * bx + az * bw, axis=1)


class OrientationUpdate(HybridBlock):
    def __init__(self, **kwargs):
        super(OrientationUpdate, self).__init__(**kwargs)
        with self.name_scope():
            self.delta = nn.Dense(4)

    def hybrid_forward(self, F, feat, orientation):
        return hamilton(F, F.L2Normalization(self.delta(feat) + 1e-3), orientation)


Net = OrientationUpdate
