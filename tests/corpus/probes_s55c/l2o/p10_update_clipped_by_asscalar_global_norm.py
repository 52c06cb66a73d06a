"""Learned-optimizer update clipped by the global gradient norm, read with `.asscalar()` in a python `if`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6)]


class ClippedUpdate(HybridBlock):
    def __init__(self, max_norm=0.5, **kwargs):
        super().__init__(**kwargs)
        self.max_norm = max_norm
        with self.name_scope():
            self.rule = nn.Dense(6, in_units=6)

    def hybrid_forward(self, F, grads):
        update = self.rule(grads)
        norm = F.norm(update).asscalar()
        if norm > self.max_norm:
            update = update * (self.max_norm / norm)
        return update


Net = ClippedUpdate
