"""Transmittance as a cumulative product computed in log space with fluent methods around `F.cumsum`: `F.cumsum((1 - alpha + eps).log(), axis=1).exp()`, shifted by `slice_axis` and a ones column from `ones_like`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 6, 3), (4, 6)]


class Compositor(HybridBlock):
    def __init__(self, eps=1e-10, **kwargs):
        super().__init__(**kwargs)
        self._eps = eps
        with self.name_scope():
            self.density = nn.Dense(1, flatten=False, in_units=3)

    def hybrid_forward(self, F, pts, deltas):
        sigma = self.density(pts).relu().reshape((0, -1))
        alpha = 1.0 - (-sigma * deltas.abs()).exp()
        acc = F.cumsum((1.0 - alpha + self._eps).log(), axis=1).exp()
        ones = F.ones_like(acc.slice_axis(axis=1, begin=0, end=1))
        trans = F.concat(ones, acc.slice_axis(axis=1, begin=0, end=-1), dim=1)
        return (alpha * trans).sum(axis=1)


class Net(Compositor):
    pass
