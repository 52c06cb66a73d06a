"""HAN over padded documents that folds sentences into the batch with sizes unpacked from `docs.shape`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 5, 6)]


class HierarchicalAttention(HybridBlock):
    def __init__(self, emb=6, hidden=8, att=5, classes=3, **kwargs):
        super(HierarchicalAttention, self).__init__(**kwargs)
        with self.name_scope():
            self.word_enc = nn.Dense(hidden, activation="relu", flatten=False, in_units=emb)
            self.word_proj = nn.Dense(att, activation="tanh", flatten=False, in_units=hidden)
            self.word_ctx = nn.Dense(1, use_bias=False, flatten=False, in_units=att)
            self.out = nn.Dense(classes, in_units=hidden)

    def hybrid_forward(self, F, docs):
        batch, num_sent, num_words, emb = docs.shape
        words = self.word_enc(docs.reshape((batch * num_sent, num_words, emb)))
        alpha = F.softmax(self.word_ctx(self.word_proj(words)), axis=1)
        sents = F.sum(F.broadcast_mul(alpha, words), axis=1)
        doc = F.mean(sents.reshape((batch, num_sent, -1)), axis=1)
        return self.out(doc)


Net = HierarchicalAttention
