"""Composition of two poses `(R1, t1) o (R2, t2)`: rotations by `F.batch_dot`, the translation `R1 t2 + t1` with `t2` expanded to a column and reshaped back with `(0, -1)` codes (same-shape plain `+`)."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 6)]


class ComposePoses(HybridBlock):
    def __init__(self, **kwargs):
        super(ComposePoses, self).__init__(**kwargs)
        with self.name_scope():
            self.r1 = nn.Dense(9)
            self.r2 = nn.Dense(9)
            self.t = nn.Dense(6)

    def hybrid_forward(self, F, feat):
        R1 = self.r1(feat).reshape((0, 3, 3))
        R2 = self.r2(feat).reshape((0, 3, 3))
        t1, t2 = F.split(self.t(feat), num_outputs=2, axis=1)
        R = F.batch_dot(R1, R2)
        t = F.batch_dot(R1, t2.expand_dims(axis=2)).reshape((0, -1)) + t1
        return R, t


Net = ComposePoses
