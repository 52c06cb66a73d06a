"""Residual shift block: the fold size is python arithmetic on `__init__` channels, the shift a helper function of F by `split` into three channel groups and `concat`, the residual added after a BatchNorm/conv branch."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(8, 6, 3, 3)]


def temporal_shift(F, x, n_segment):
    x = F.reshape(x, shape=(-4, -1, n_segment, -2))
    back, fwd, keep = F.split(x, num_outputs=3, axis=2)
    back = F.concat(F.slice_axis(back, axis=1, begin=1, end=None),
                    F.zeros_like(F.slice_axis(back, axis=1, begin=0, end=1)), dim=1)
    fwd = F.concat(F.zeros_like(F.slice_axis(fwd, axis=1, begin=0, end=1)),
                   F.slice_axis(fwd, axis=1, begin=0, end=-1), dim=1)
    return F.reshape(F.concat(back, fwd, keep, dim=2), shape=(-3, -2))


class ShiftResidual(HybridBlock):
    def __init__(self, channels=6, n_segment=4, **kwargs):
        super().__init__(**kwargs)
        self.n_segment = n_segment
        with self.name_scope():
            self.body = nn.HybridSequential()
            self.body.add(nn.Conv2D(channels, 3, padding=1), nn.BatchNorm(), nn.Activation("relu"))

    def hybrid_forward(self, F, x):
        return F.relu(x + self.body(temporal_shift(F, x, self.n_segment)))


Net = ShiftResidual
