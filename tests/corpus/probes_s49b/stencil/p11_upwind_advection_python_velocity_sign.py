"""First-order upwind advection along the width: the difference direction chosen by the sign of a python velocity (`if self.velocity > 0:`), neighbours by `F.slice_axis` and a replicated edge column via `F.concat`, several python time steps."""
from mxnet.gluon import HybridBlock

INPUTS = [(2, 1, 6, 8)]


def shift(F, u, direction):
    if direction > 0:
        return F.concat(F.slice_axis(u, axis=3, begin=0, end=1), F.slice_axis(u, axis=3, begin=0, end=-1), dim=3)
    return F.concat(F.slice_axis(u, axis=3, begin=1, end=None), F.slice_axis(u, axis=3, begin=-1, end=None), dim=3)


class Net(HybridBlock):
    def __init__(self, velocity=0.8, dx=1.0, dt=0.5, steps=3, **kwargs):
        super().__init__(**kwargs)
        self.velocity, self.courant, self.steps = velocity, abs(velocity) * dt / dx, steps

    def hybrid_forward(self, F, u):
        for _ in range(self.steps):
            if self.velocity > 0:
                u = u - self.courant * (u - shift(F, u, 1))
            else:
                u = u - self.courant * (shift(F, u, -1) - u)
        return u
