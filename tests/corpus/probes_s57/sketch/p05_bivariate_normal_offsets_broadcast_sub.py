"""SketchRNN reconstruction loss: the target offsets (B, T, 1) against M mixture means (B, T, M) by `broadcast_sub`, the bivariate normal density with correlation, log of the `pi`-weighted sum."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6, 8), (2, 6, 5)]


class OffsetNLL(HybridBlock):
    def __init__(self, num_mixture=3, **kwargs):
        super().__init__(**kwargs)
        self.m = num_mixture
        with self.name_scope():
            self.out = nn.Dense(6 * num_mixture, flatten=False, in_units=8)

    def hybrid_forward(self, F, h, target):
        pi, mx_, my, sx, sy, rho = F.split(self.out(h), num_outputs=6, axis=2)
        pi, sx, sy, rho = F.softmax(pi, axis=-1), F.exp(sx), F.exp(sy), F.tanh(rho) * 0.9
        dx = F.slice_axis(target, axis=2, begin=0, end=1)
        dy = F.slice_axis(target, axis=2, begin=1, end=2)
        zx = F.broadcast_div(F.broadcast_sub(dx, mx_), sx)
        zy = F.broadcast_div(F.broadcast_sub(dy, my), sy)
        z = zx ** 2 + zy ** 2 - 2 * rho * zx * zy
        one_m_rho2 = 1 - rho ** 2
        pdf = F.exp(-z / (2 * one_m_rho2)) / (2 * 3.141592653589793 * sx * sy * F.sqrt(one_m_rho2))
        return -F.mean(F.log(F.sum(pi * pdf, axis=-1) + 1e-6))


Net = OffsetNLL
