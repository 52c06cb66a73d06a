"""A multi-branch block: the base `_parts` returns a one-item list, the subclass's override a list of two
activations; the base class joins them by the python length of the list."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6)]


class Branches(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.fc = nn.Dense(4, in_units=6)

    def _parts(self, F, h):
        return [h]

    def hybrid_forward(self, F, x):
        parts = self._parts(F, self.fc(x))
        if len(parts) > 1:
            return F.concat(*parts, dim=1)
        return parts[0]


class TwoBranches(Branches):
    def _parts(self, F, h):
        return [F.relu(h), F.tanh(h)]


Net = TwoBranches
