"""Cross-modal attention from words to regions, the logits scaled by `math.sqrt(k.shape[-1])`."""
import math

from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5), (2, 6, 10)]


class CrossAttention(HybridBlock):
    def __init__(self, vocab=20, dim=8, **kwargs):
        super(CrossAttention, self).__init__(**kwargs)
        self.vocab = vocab
        with self.name_scope():
            self.embed = nn.Embedding(vocab, dim)
            self.q = nn.Dense(dim, flatten=False, in_units=dim)
            self.k = nn.Dense(dim, flatten=False, in_units=10)
            self.v = nn.Dense(dim, flatten=False, in_units=10)

    def hybrid_forward(self, F, words, regions):
        ids = F.clip(F.floor((words + 1) * 0.5 * self.vocab), 0, self.vocab - 1)
        q, k, v = self.q(self.embed(ids)), self.k(regions), self.v(regions)
        att = F.softmax(F.batch_dot(q, k, transpose_b=True) / math.sqrt(k.shape[-1]), axis=-1)
        return F.batch_dot(att, v)


Net = CrossAttention
