"""HAN word attention: `tanh` projection of the (N, T, H) word states, a (N, T, 1) context score, softmax over the words, the sentence vector by `broadcast_mul` and `sum`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(3, 7, 6)]


class WordAttention(HybridBlock):
    def __init__(self, units=6, att=5, **kwargs):
        super(WordAttention, self).__init__(**kwargs)
        with self.name_scope():
            self.proj = nn.Dense(att, activation="tanh", flatten=False, in_units=units)
            self.context = nn.Dense(1, use_bias=False, flatten=False, in_units=att)

    def hybrid_forward(self, F, h):
        u = self.proj(h)
        alpha = F.softmax(self.context(u), axis=1)
        return F.sum(F.broadcast_mul(alpha, h), axis=1), alpha


Net = WordAttention
