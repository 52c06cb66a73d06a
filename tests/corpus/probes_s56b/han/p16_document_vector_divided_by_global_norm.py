"""HAN document vectors L2-normalised by a plain `doc / F.norm(doc)` (the norm of the whole batch, shape (1,))."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(3, 5, 6)]


class NormalisedDoc(HybridBlock):
    def __init__(self, units=6, att=4, **kwargs):
        super(NormalisedDoc, self).__init__(**kwargs)
        with self.name_scope():
            self.proj = nn.Dense(att, activation="tanh", flatten=False, in_units=units)
            self.context = nn.Dense(1, use_bias=False, flatten=False, in_units=att)

    def hybrid_forward(self, F, sents):
        alpha = F.softmax(self.context(self.proj(sents)), axis=1)
        doc = F.sum(F.broadcast_mul(alpha, sents), axis=1)
        return doc / F.norm(doc)


Net = NormalisedDoc
