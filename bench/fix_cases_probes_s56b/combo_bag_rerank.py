"""Word-vector reranker: queries and candidates as averaged word embeddings (masked by `*` of (N, L, D) with (N, L, 1)), candidates reshaped to (B, K, D) by the batch, cosine scores and a listwise softmax whose scores are normalised by `len()`."""
from mxnet.gluon import nn


INPUTS = [(2, 3), (6, 3)]


class Net(nn.HybridBlock):
    def __init__(self, vocab=9, k=3, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.vocab, self.k = vocab, k
        with self.name_scope():
            self.emb = nn.Embedding(vocab, 4)

    def bag(self, F, tokens):
        ids = F.floor(F.relu(tokens) * (self.vocab - 1e-3))
        m = (ids > 0).astype('float32').expand_dims(2)
        return (self.emb(ids) * m).sum(axis=1)

    def hybrid_forward(self, F, query, cands):
        q = self.bag(F, query)
        c = self.bag(F, cands).reshape((query.shape[0], self.k, -1))
        s = F.batch_dot(c, q.expand_dims(2)).squeeze(axis=2)
        return F.log_softmax(s / len(query), axis=1)
