"""The CSP split copied to a list, a processed part appended and everything concatenated."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6)]


class CspSplit(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.fc = nn.Dense(8, in_units=6)
            self.m = nn.Dense(4, in_units=4)

    def hybrid_forward(self, F, x):
        parts = list(F.split(self.fc(x), num_outputs=2, axis=1))
        parts.append(self.m(parts[-1]))
        return F.concat(*parts, dim=1)


Net = CspSplit
