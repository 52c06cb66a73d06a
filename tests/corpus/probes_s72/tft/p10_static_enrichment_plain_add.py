"""Static covariate enrichment adding the (B, 1, D) expanded context to (B, T, D) features with
plain `+` inside a helper method."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 6), (2, 3)]


class StaticEnrichment(HybridBlock):
    def __init__(self, units=6, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.ctx = nn.Dense(units)
            self.fc = nn.Dense(units, flatten=False)

    def enrich(self, F, h, c):
        return F.relu(self.fc(h) + c.expand_dims(axis=1))

    def hybrid_forward(self, F, h, static):
        return self.enrich(F, h, self.ctx(static))


Net = StaticEnrichment
