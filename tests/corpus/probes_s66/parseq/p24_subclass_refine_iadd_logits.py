"""A PARSeq decoder subclass overriding `refine(self, F, logits, ctx)` with an in-place `logits += delta`
(a symbol has no in-place add); the base class's `hybrid_forward` calls `refine` once per configured
refinement iteration."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 6)]


class BaseDecoder(HybridBlock):
    def __init__(self, dims=6, num_classes=5, refine_iters=1, **kwargs):
        super().__init__(**kwargs)
        self.refine_iters = refine_iters
        with self.name_scope():
            self.head = nn.Dense(num_classes, flatten=False, in_units=dims)
            self.delta = nn.Dense(num_classes, flatten=False, in_units=dims)

    def refine(self, F, logits, ctx):
        return logits + self.delta(ctx)

    def hybrid_forward(self, F, pos_queries):
        logits = self.head(pos_queries)
        for _ in range(self.refine_iters):
            logits = self.refine(F, logits, pos_queries)
        return logits


class IaddRefineDecoder(BaseDecoder):
    def refine(self, F, logits, ctx):
        logits += self.delta(ctx) * 0.5
        return logits


Net = IaddRefineDecoder
