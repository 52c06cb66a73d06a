"""HAN word attention adding a learned (1, T) position bias Parameter to the (N, T) scores with a plain `+`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(3, 7, 6)]


class PositionBiasedAttention(HybridBlock):
    def __init__(self, units=6, att=5, max_words=7, **kwargs):
        super(PositionBiasedAttention, self).__init__(**kwargs)
        with self.name_scope():
            self.proj = nn.Dense(att, activation="tanh", flatten=False, in_units=units)
            self.context = nn.Dense(1, use_bias=False, flatten=False, in_units=att)
            self.pos_bias = self.params.get("pos_bias", shape=(1, max_words))

    def hybrid_forward(self, F, h, pos_bias):
        scores = self.context(self.proj(h)).reshape((0, -1)) + pos_bias
        alpha = F.softmax(scores, axis=1)
        return F.batch_dot(alpha.expand_dims(1), h).reshape((0, -1))


Net = PositionBiasedAttention
