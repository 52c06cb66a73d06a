"""Input-dependent channel gating (dynamic pruning) applied sample by sample: `for i in range(len(x))`, each row `x[i]` gated and the rows stacked."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(3, 6)]


class DynamicGate(HybridBlock):
    def __init__(self, units=6, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.gate = nn.Dense(units, in_units=units)

    def hybrid_forward(self, F, x):
        rows = []
        for i in range(len(x)):
            row = x[i].expand_dims(0)
            rows.append(row * (self.gate(row) > 0))
        return F.concat(*rows, dim=0)


Net = DynamicGate
