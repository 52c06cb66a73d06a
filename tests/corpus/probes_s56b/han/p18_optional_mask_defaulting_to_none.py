"""HAN word attention with an optional padding mask argument defaulting to `None`, masked by `F.where` only under `if mask is not None` (called without one)."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(3, 7, 6)]


class OptionalMaskAttention(HybridBlock):
    def __init__(self, units=6, att=5, **kwargs):
        super(OptionalMaskAttention, self).__init__(**kwargs)
        with self.name_scope():
            self.proj = nn.Dense(att, activation="tanh", flatten=False, in_units=units)
            self.context = nn.Dense(1, use_bias=False, flatten=False, in_units=att)

    def hybrid_forward(self, F, h, mask=None):
        scores = self.context(self.proj(h)).reshape((0, 0))
        if mask is not None:
            scores = F.where(mask > 0, scores, F.ones_like(scores) * -1e9)
        alpha = F.softmax(scores, axis=1)
        return F.sum(F.broadcast_mul(alpha.expand_dims(2), h), axis=1)


Net = OptionalMaskAttention
