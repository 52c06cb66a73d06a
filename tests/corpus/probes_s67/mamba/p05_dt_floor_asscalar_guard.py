"""A guard ported from training code: when the smallest step `delta.min().asscalar()` falls under `dt_min`
the steps are clipped; `asscalar()` reads a value out of the graph."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 4)]


class DtFloor(HybridBlock):
    def __init__(self, d_inner=4, dt_min=1e-3, **kwargs):
        super().__init__(**kwargs)
        self.dt_min = dt_min
        with self.name_scope():
            self.dt_proj = nn.Dense(d_inner, flatten=False, activation="softrelu")
            self.out = nn.Dense(4, flatten=False)

    def hybrid_forward(self, F, x):
        delta = self.dt_proj(x)
        if delta.min().asscalar() < self.dt_min:
            delta = F.clip(delta, self.dt_min, 100.0)
        return self.out(delta * x)


Net = DtFloor
