"""HAN sentence attention over padded documents: sentence counts from the (N, S) mask by `sum`, the (S, N) scores masked with `SequenceMask` (time-major), softmax over the sentences."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(3, 5, 6), (3, 5)]


class SentenceAttention(HybridBlock):
    def __init__(self, units=6, att=4, **kwargs):
        super(SentenceAttention, self).__init__(**kwargs)
        with self.name_scope():
            self.proj = nn.Dense(att, activation="tanh", flatten=False, in_units=units)
            self.context = nn.Dense(1, use_bias=False, flatten=False, in_units=att)

    def hybrid_forward(self, F, sents, mask):
        lengths = F.maximum(F.sum(mask > 0, axis=1), F.ones_like(F.sum(mask, axis=1)))
        scores = F.transpose(self.context(self.proj(sents)).reshape((0, -1)))
        scores = F.SequenceMask(scores, sequence_length=lengths, use_sequence_length=True, value=-1e9)
        alpha = F.softmax(F.transpose(scores), axis=1)
        return F.batch_dot(alpha.expand_dims(1), sents).reshape((0, -1))


Net = SentenceAttention
