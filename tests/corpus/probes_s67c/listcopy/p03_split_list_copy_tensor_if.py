"""A CSP-style split: `parts = list(F.split(h, 2, axis=1))`, then a python `if` on the first part's sum."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6)]


class CspSplit(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.fc = nn.Dense(8, in_units=6)

    def hybrid_forward(self, F, x):
        parts = list(F.split(self.fc(x), num_outputs=2, axis=1))
        if parts[0].sum() > 0:
            parts[0] = F.relu(parts[0])
        return F.concat(*parts, dim=1)


Net = CspSplit
