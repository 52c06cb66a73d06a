"""BERT next-sentence head: the first ([CLS]) token by `slice_axis(begin=0, end=1)` and reshape code `(0, -1)`, a tanh pooler Dense and a 2-way classifier."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 8)]


class NSPHead(HybridBlock):
    def __init__(self, units=8, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.pooler = nn.Dense(units, activation="tanh", in_units=units)
            self.classifier = nn.Dense(2, in_units=units)

    def hybrid_forward(self, F, seq):
        cls = F.slice_axis(seq, axis=1, begin=0, end=1).reshape((0, -1))
        return self.classifier(self.pooler(cls))


Net = NSPHead
