"""Embedding bag (mean mode): each multi-hot bag of ids is summed over its ids and divided by `len(bag_ids[0])`, the bag size."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 5), (4, 6)]


class EmbeddingBag(HybridBlock):
    def __init__(self, vocab, dim, **kwargs):
        super(EmbeddingBag, self).__init__(**kwargs)
        with self.name_scope():
            self.emb = nn.Embedding(vocab, dim)

    def hybrid_forward(self, F, bag_ids):
        summed = self.emb(bag_ids).sum(axis=1)
        return summed / len(bag_ids[0])


class DLRM(HybridBlock):
    def __init__(self, vocab=10, dim=4, **kwargs):
        super(DLRM, self).__init__(**kwargs)
        self.vocab = vocab
        with self.name_scope():
            self.bot = nn.Dense(dim, in_units=5)
            self.bag = EmbeddingBag(vocab, dim)
            self.top = nn.Dense(1, in_units=2 * dim + 1)

    def hybrid_forward(self, F, dense, bags):
        ids = F.clip(F.floor((bags + 1) * 0.5 * self.vocab), 0, self.vocab - 1)
        x = self.bot(dense)
        e = self.bag(ids)
        dot = F.sum(x * e, axis=1, keepdims=True)
        return self.top(F.concat(x, e, dot, dim=1))


Net = DLRM
