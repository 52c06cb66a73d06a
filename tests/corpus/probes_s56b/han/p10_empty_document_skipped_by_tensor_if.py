"""HAN sentence pooling that returns zeros early when the padding mask holds no sentence, by a python `if` on `mask.sum() == 0`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(3, 5, 6), (3, 5)]


class GuardedSentencePooling(HybridBlock):
    def __init__(self, units=6, att=4, **kwargs):
        super(GuardedSentencePooling, self).__init__(**kwargs)
        with self.name_scope():
            self.proj = nn.Dense(att, activation="tanh", flatten=False, in_units=units)
            self.context = nn.Dense(1, use_bias=False, flatten=False, in_units=att)

    def hybrid_forward(self, F, sents, mask):
        if (mask > 0).sum() == 0:
            return F.zeros_like(F.sum(sents, axis=1))
        scores = self.context(self.proj(sents)).reshape((0, 0))
        scores = F.where(mask > 0, scores, F.ones_like(scores) * -1e9)
        alpha = F.softmax(scores, axis=1)
        return F.sum(F.broadcast_mul(alpha.expand_dims(2), sents), axis=1)


Net = GuardedSentencePooling
