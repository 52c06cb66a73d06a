"""A helper method gets a dict of tensors and tests `if opts["gate"].sum() > 0:` (a tensor `if`)."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4)]


class DictIf(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.proj = nn.Dense(4, in_units=4)
            self.gate = nn.Dense(4, in_units=4)

    def _mix(self, F, opts):
        if opts["gate"].sum() > 0:
            return opts["h"] * F.sigmoid(opts["gate"])
        return opts["h"]

    def hybrid_forward(self, F, x):
        return self._mix(F, {"h": self.proj(x), "gate": self.gate(x)})


Net = DictIf
