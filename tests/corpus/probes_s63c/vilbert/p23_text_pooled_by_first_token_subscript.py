"""ViLBERT text pooler as BERT ports write it: `first = txt[:, 0]` -- a legacy subscript with a tuple on a traced symbol."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 8)]


class SubscriptPooler(HybridBlock):
    def __init__(self, units=8, **kwargs):
        super(SubscriptPooler, self).__init__(**kwargs)
        with self.name_scope():
            self.dense = nn.Dense(units, activation="tanh", in_units=units)

    def hybrid_forward(self, F, txt):
        return self.dense(txt[:, 0])


Net = SubscriptPooler
