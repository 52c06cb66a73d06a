"""A scaled residual: `_scale` returns the branch and a python factor (1 in the base, 2 in the subclass's
override); the base class multiplies the tensor by the unpacked python number."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6)]


class Scaled(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.fc = nn.Dense(6, in_units=6)

    def _scale(self, F, h):
        return h, 1

    def hybrid_forward(self, F, x):
        y, k = self._scale(F, self.fc(x))
        return x + y * k


class DoubleScaled(Scaled):
    def _scale(self, F, h):
        return F.relu(h), 2


Net = DoubleScaled
