"""Text tower mean-pooled over non-padding tokens: the (B, T) mask lifted to (B, T, 1) by `expand_dims` and multiplied into the (B, T, D) token features with a plain `*`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(3, 5, 4), (3, 5)]


class MaskedTextPool(HybridBlock):
    def __init__(self, width=6, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.proj = nn.Dense(width, flatten=False, in_units=4)

    def hybrid_forward(self, F, tokens, valid):
        h = self.proj(tokens)
        mask = F.expand_dims(valid > 0, axis=-1)
        pooled = F.broadcast_div(F.sum(h * mask, axis=1), F.sum(mask, axis=1))
        return F.L2Normalization(pooled, mode="instance")


Net = MaskedTextPool
