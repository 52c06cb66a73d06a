"""SketchRNN reconstruction loss with the target offsets (B, T, 1) minus the M mixture means (B, T, M) by a plain `-`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6, 8), (2, 6, 5)]


class OffsetNLL(HybridBlock):
    def __init__(self, num_mixture=3, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.out = nn.Dense(6 * num_mixture, flatten=False, in_units=8)

    def hybrid_forward(self, F, h, target):
        pi, mx_, my, sx, sy, rho = F.split(self.out(h), num_outputs=6, axis=2)
        pi, sx, sy = F.softmax(pi, axis=-1), F.exp(sx), F.exp(sy)
        dx = F.slice_axis(target, axis=2, begin=0, end=1)
        dy = F.slice_axis(target, axis=2, begin=1, end=2)
        zx = (dx - mx_) / sx
        zy = (dy - my) / sy
        pdf = F.exp(-(zx ** 2 + zy ** 2) / 2) / (2 * 3.141592653589793 * sx * sy)
        return -F.mean(F.log(F.sum(pi * pdf, axis=-1) + 1e-6))


Net = OffsetNLL
