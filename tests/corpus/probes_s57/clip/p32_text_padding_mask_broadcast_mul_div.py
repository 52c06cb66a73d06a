"""Text tower mean-pooled over non-padding tokens with `broadcast_mul` of the (B, T, 1) mask and `broadcast_div` by the clipped token count."""
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
        count = F.maximum(F.sum(mask, axis=1), 1.0)
        pooled = F.broadcast_div(F.sum(F.broadcast_mul(h, mask), axis=1), count)
        return F.L2Normalization(pooled, mode="instance")


Net = MaskedTextPool
