"""Skip-gram with negative sampling: centre, context and K negative ids from float inputs, the negatives' (N, K, D) embeddings times the centre's (N, 1, D), the log-sigmoid loss averaged by `len(center)`."""
from mxnet.gluon import nn


INPUTS = [(4,), (4,), (4, 3)]


class Net(nn.HybridBlock):
    def __init__(self, vocab=10, dim=4, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.vocab = vocab
        with self.name_scope():
            self.emb_in = nn.Embedding(vocab, dim)
            self.emb_out = nn.Embedding(vocab, dim)

    def ids(self, F, x):
        return F.floor((x + 1) * (self.vocab / 2.0 - 1e-3))

    def hybrid_forward(self, F, center, context, negatives):
        u = self.emb_in(self.ids(F, center))
        v = self.emb_out(self.ids(F, context))
        neg = self.emb_out(self.ids(F, negatives))
        pos = F.log(F.sigmoid((u * v).sum(axis=1)))
        negs = F.log(F.sigmoid(-(neg * u.expand_dims(1)).sum(axis=2))).sum(axis=1)
        return -(pos + negs).sum() / len(center)
