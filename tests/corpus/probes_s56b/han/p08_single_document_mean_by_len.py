"""HAN sentence layer for one unbatched document (S, E): attended sentence vectors averaged with the sentence count taken by `len(doc)`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(5, 6)]


class DocumentPooling(HybridBlock):
    def __init__(self, units=6, att=4, **kwargs):
        super(DocumentPooling, self).__init__(**kwargs)
        with self.name_scope():
            self.proj = nn.Dense(att, activation="tanh", in_units=units)
            self.gate = nn.Dense(1, activation="sigmoid", in_units=att)

    def hybrid_forward(self, F, doc):
        g = self.gate(self.proj(doc))
        return F.sum(F.broadcast_mul(g, doc), axis=0) / len(doc)


Net = DocumentPooling
