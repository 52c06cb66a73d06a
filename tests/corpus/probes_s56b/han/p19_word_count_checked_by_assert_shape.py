"""HAN word attention that checks the padded sentence length with `assert h.shape[1] == self.max_words`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(3, 7, 6)]


class CheckedAttention(HybridBlock):
    def __init__(self, units=6, att=5, max_words=7, **kwargs):
        super(CheckedAttention, self).__init__(**kwargs)
        self.max_words = max_words
        with self.name_scope():
            self.proj = nn.Dense(att, activation="tanh", flatten=False, in_units=units)
            self.context = nn.Dense(1, use_bias=False, flatten=False, in_units=att)

    def hybrid_forward(self, F, h):
        assert h.shape[1] == self.max_words, "documents must be padded to max_words"
        alpha = F.softmax(self.context(self.proj(h)), axis=1)
        return F.sum(F.broadcast_mul(alpha, h), axis=1)


Net = CheckedAttention
