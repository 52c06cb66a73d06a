"""Streaming step dropping the oldest memory slot with the subscript `memory[:, 1:]`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 6), (2, 3, 6)]


class SubscriptMemoryStep(HybridBlock):
    def __init__(self, dim=6, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.summary = nn.Dense(dim, flatten=False)
            self.proj = nn.Dense(dim, flatten=False)

    def hybrid_forward(self, F, chunk, memory):
        out = self.proj(chunk)
        new = self.summary(F.mean(out, axis=1, keepdims=True))
        return out, F.concat(memory[:, 1:], new, dim=1)


Net = SubscriptMemoryStep
