"""Residual layer whose gated unit is a method without F, `gate(self, h)` written with tensor methods
(`h.split(num_outputs=2, axis=1)`, `a.tanh() * b.sigmoid()`), causal left padding by `F.concat` of
`zeros_like` of a constructor-sized slice."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 9)]


class MethodGate(HybridBlock):
    def __init__(self, channels=4, dilation=2, **kwargs):
        super().__init__(**kwargs)
        self.pad = dilation
        with self.name_scope():
            self.dil = nn.Conv1D(2 * channels, 2, dilation=dilation)
            self.res = nn.Conv1D(channels, 1)

    def gate(self, h):
        a, b = h.split(num_outputs=2, axis=1)
        return a.tanh() * b.sigmoid()

    def hybrid_forward(self, F, x):
        left = F.zeros_like(x.slice_axis(axis=2, begin=0, end=self.pad))
        z = self.gate(self.dil(F.concat(left, x, dim=2)))
        return x + self.res(z)


Net = MethodGate
