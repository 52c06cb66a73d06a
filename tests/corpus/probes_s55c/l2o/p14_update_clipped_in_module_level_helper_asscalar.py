"""Learned update clipped by a module-level helper, `clip_by_norm(update, c)`, that reads the norm with `.asscalar()`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6)]


def clip_by_norm(update, max_norm):
    norm = update.norm().asscalar()
    return update * min(1.0, max_norm / (norm + 1e-6))


class ClippedRule(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.rule = nn.Dense(6, in_units=6)

    def hybrid_forward(self, F, grads):
        return clip_by_norm(self.rule(grads), 0.5)


Net = ClippedRule
