"""BERT next-sentence head taking the [CLS] token with the legacy subscript `seq[:, 0, :]` before the tanh pooler."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 8)]


class SubscriptNSPHead(HybridBlock):
    def __init__(self, units=8, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.pooler = nn.Dense(units, activation="tanh", in_units=units)
            self.classifier = nn.Dense(2, in_units=units)

    def hybrid_forward(self, F, seq):
        cls = seq[:, 0, :]
        return self.classifier(self.pooler(cls))


Net = SubscriptNSPHead
