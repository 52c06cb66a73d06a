"""HAN over padded documents (N, S, T, E): sentences folded into the batch by reshape code -3, words attended, sentences unfolded by code -4 with the configured sentence count, sentence attention on top."""
from mxnet.gluon import HybridBlock, nn


INPUTS = [(2, 4, 5, 6)]


def attend(F, h, proj, context):
    alpha = F.softmax(context(proj(h)), axis=1)
    return F.sum(F.broadcast_mul(alpha, h), axis=1)


class HierarchicalAttention(HybridBlock):
    def __init__(self, num_sent=4, emb=6, hidden=8, att=5, classes=3, **kwargs):
        super(HierarchicalAttention, self).__init__(**kwargs)
        self.num_sent = num_sent
        with self.name_scope():
            self.word_enc = nn.Dense(hidden, activation="relu", flatten=False, in_units=emb)
            self.word_proj = nn.Dense(att, activation="tanh", flatten=False, in_units=hidden)
            self.word_ctx = nn.Dense(1, use_bias=False, flatten=False, in_units=att)
            self.sent_proj = nn.Dense(att, activation="tanh", flatten=False, in_units=hidden)
            self.sent_ctx = nn.Dense(1, use_bias=False, flatten=False, in_units=att)
            self.out = nn.Dense(classes, in_units=hidden)

    def hybrid_forward(self, F, docs):
        words = self.word_enc(docs.reshape((-3, -2)))
        sents = attend(F, words, self.word_proj, self.word_ctx)
        sents = sents.reshape((-4, -1, self.num_sent, -2))
        return self.out(attend(F, sents, self.sent_proj, self.sent_ctx))


Net = HierarchicalAttention
