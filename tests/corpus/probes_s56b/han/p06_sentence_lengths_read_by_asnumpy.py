"""HAN word attention that reads each sentence's length from its padding mask with `.asnumpy()` to cut the padded words off."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(3, 7, 6), (3, 7)]


class LengthCutAttention(HybridBlock):
    def __init__(self, units=6, att=5, **kwargs):
        super(LengthCutAttention, self).__init__(**kwargs)
        with self.name_scope():
            self.proj = nn.Dense(att, activation="tanh", flatten=False, in_units=units)
            self.context = nn.Dense(1, use_bias=False, flatten=False, in_units=att)

    def hybrid_forward(self, F, h, mask):
        longest = int((mask > 0).sum(axis=1).max().asnumpy()[0])
        h = F.slice_axis(h, axis=1, begin=0, end=max(longest, 1))
        alpha = F.softmax(self.context(self.proj(h)), axis=1)
        return F.sum(F.broadcast_mul(alpha, h), axis=1)


Net = LengthCutAttention
