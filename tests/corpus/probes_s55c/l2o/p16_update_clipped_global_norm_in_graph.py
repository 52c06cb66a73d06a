"""Learned update clipped by its global norm inside the graph: `scale = minimum(ones_like(norm), c / (norm + eps))` on the (1,) norm, applied by `broadcast_mul`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6)]


class ClippedRule(HybridBlock):
    def __init__(self, max_norm=0.5, **kwargs):
        super().__init__(**kwargs)
        self.max_norm = max_norm
        with self.name_scope():
            self.rule = nn.Dense(6, in_units=6)

    def hybrid_forward(self, F, grads):
        update = self.rule(grads)
        norm = F.norm(update)
        scale = F.minimum(F.ones_like(norm), self.max_norm / (norm + 1e-6))
        return F.broadcast_mul(update, scale)


Net = ClippedRule
