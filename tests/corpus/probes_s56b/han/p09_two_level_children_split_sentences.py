"""HAN as two child blocks: the document split into its configured sentences by `split(squeeze_axis=True)`, one shared word-attention child per sentence in a python loop, the sentence vectors stacked for the sentence-attention child."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 5, 6)]


class Attention(HybridBlock):
    def __init__(self, units, att, **kwargs):
        super(Attention, self).__init__(**kwargs)
        with self.name_scope():
            self.proj = nn.Dense(att, activation="tanh", flatten=False, in_units=units)
            self.context = nn.Dense(1, use_bias=False, flatten=False, in_units=att)

    def hybrid_forward(self, F, h):
        alpha = F.softmax(self.context(self.proj(h)), axis=1)
        return F.sum(F.broadcast_mul(alpha, h), axis=1)


class HAN(HybridBlock):
    def __init__(self, num_sent=3, emb=6, classes=2, **kwargs):
        super(HAN, self).__init__(**kwargs)
        self.num_sent = num_sent
        with self.name_scope():
            self.words = Attention(emb, 4)
            self.sents = Attention(emb, 4)
            self.out = nn.Dense(classes, in_units=emb)

    def hybrid_forward(self, F, docs):
        sentences = F.split(docs, num_outputs=self.num_sent, axis=1, squeeze_axis=True)
        vecs = [self.words(s) for s in sentences]
        return self.out(self.sents(F.stack(*vecs, axis=1)))


Net = HAN
