"""Static covariate enrichment: a (B, D) static context expanded to (B, 1, D) and added to the
(B, T, D) temporal features with `F.broadcast_add`, through a helper method taking F."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 6), (2, 3)]


class StaticEnrichment(HybridBlock):
    def __init__(self, units=6, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.ctx = nn.Dense(units)
            self.fc = nn.Dense(units, flatten=False)

    def enrich(self, F, h, c):
        return F.relu(F.broadcast_add(self.fc(h), F.expand_dims(c, axis=1)))

    def hybrid_forward(self, F, h, static):
        return self.enrich(F, h, self.ctx(static))


Net = StaticEnrichment
