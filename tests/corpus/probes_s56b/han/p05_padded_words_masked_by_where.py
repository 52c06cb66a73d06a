"""HAN word attention over padded sentences: a (N, T) padding mask input, scores of pad words set to -1e9 by `F.where` against `ones_like` before the softmax."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(3, 7, 6), (3, 7)]


class MaskedWordAttention(HybridBlock):
    def __init__(self, units=6, att=5, **kwargs):
        super(MaskedWordAttention, self).__init__(**kwargs)
        with self.name_scope():
            self.proj = nn.Dense(att, activation="tanh", flatten=False, in_units=units)
            self.context = nn.Dense(1, use_bias=False, flatten=False, in_units=att)

    def hybrid_forward(self, F, h, mask):
        scores = self.context(self.proj(h)).reshape((0, 0))
        valid = mask > 0
        scores = F.where(valid, scores, F.ones_like(scores) * -1e9)
        alpha = F.softmax(scores, axis=1)
        return F.sum(F.broadcast_mul(alpha.expand_dims(2), h), axis=1)


Net = MaskedWordAttention
