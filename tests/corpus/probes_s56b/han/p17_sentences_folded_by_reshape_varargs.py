"""HAN word encoder folding sentences into the batch with the NDArray-style varargs call `docs.reshape(-1, self.num_words, self.emb)`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 5, 6)]


class FoldedWordEncoder(HybridBlock):
    def __init__(self, num_words=5, emb=6, att=4, **kwargs):
        super(FoldedWordEncoder, self).__init__(**kwargs)
        self.num_words, self.emb = num_words, emb
        with self.name_scope():
            self.proj = nn.Dense(att, activation="tanh", flatten=False, in_units=emb)
            self.context = nn.Dense(1, use_bias=False, flatten=False, in_units=att)

    def hybrid_forward(self, F, docs):
        words = docs.reshape(-1, self.num_words, self.emb)
        alpha = F.softmax(self.context(self.proj(words)), axis=1)
        return F.sum(F.broadcast_mul(alpha, words), axis=1)


Net = FoldedWordEncoder
