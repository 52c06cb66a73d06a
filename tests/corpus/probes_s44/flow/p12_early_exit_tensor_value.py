"""Refinement stage skipped when the residual is already small, tested on a tensor's value."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4), (2, 4)]


class Net(HybridBlock):
    def __init__(self, eps=1e-3, units=4, **kwargs):
        super().__init__(**kwargs)
        self._eps = eps
        with self.name_scope():
            self.base = nn.Dense(units, in_units=units)
            self.refiner = nn.Dense(units, in_units=units)

    def hybrid_forward(self, F, x, context):
        out = self.base(x) + context
        residual = F.max(F.abs(out - x))
        if residual.asscalar() < self._eps:
            return out
        return out + self.refiner(out)
