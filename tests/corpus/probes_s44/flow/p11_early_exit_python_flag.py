"""Optional refinement stage skipped by a constructor flag with an early return."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4), (2, 4)]


class Net(HybridBlock):
    def __init__(self, refine=False, units=4, **kwargs):
        super().__init__(**kwargs)
        self._refine = refine
        with self.name_scope():
            self.base = nn.Dense(units, in_units=units)
            self.refiner = nn.Dense(units, in_units=units) if refine else None

    def hybrid_forward(self, F, x, context):
        out = self.base(x) + context
        if not self._refine or self.refiner is None:
            return out
        return out + self.refiner(out)
