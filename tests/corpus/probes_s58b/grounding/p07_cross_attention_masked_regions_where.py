"""Cross-modal attention from the phrase to regions with padded regions masked: the (B, N) validity mask from the region features, `where` against a -1e9 fill of the same shape, scale a python constant."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5), (2, 6, 10)]


class MaskedCrossAttention(HybridBlock):
    def __init__(self, vocab=20, dim=8, **kwargs):
        super(MaskedCrossAttention, self).__init__(**kwargs)
        self.vocab = vocab
        self._scale = dim ** -0.5
        with self.name_scope():
            self.embed = nn.Embedding(vocab, dim)
            self.k = nn.Dense(dim, flatten=False, in_units=10)

    def hybrid_forward(self, F, words, regions):
        ids = F.clip(F.floor((words + 1) * 0.5 * self.vocab), 0, self.vocab - 1)
        q = self.embed(ids).mean(axis=1).expand_dims(axis=2)
        logits = F.batch_dot(self.k(regions), q).reshape((0, -1)) * self._scale
        valid = regions.sum(axis=2) > -1.0
        logits = F.where(valid, logits, F.ones_like(logits) * -1e9)
        att = F.softmax(logits, axis=1)
        return F.batch_dot(att.expand_dims(axis=1), regions).reshape((0, -1))


Net = MaskedCrossAttention
