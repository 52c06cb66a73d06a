"""HAN word attention whose (N, T, 1) attention weights scale the (N, T, H) word states by a plain `alpha * h`."""
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
        weighted = alpha * h
        return F.sum(weighted, axis=1)


Net = WordAttention
