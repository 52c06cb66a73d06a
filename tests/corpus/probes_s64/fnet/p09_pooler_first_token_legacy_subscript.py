"""FNet pooler ported from PyTorch: `first_token = hidden_states[:, 0]` -- a legacy subscript with a slice on a traced symbol."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6, 4)]


class SubscriptPooler(HybridBlock):
    def __init__(self, units=4, classes=3, **kwargs):
        super(SubscriptPooler, self).__init__(**kwargs)
        with self.name_scope():
            self.dense = nn.Dense(units, in_units=units, activation="tanh")
            self.cls = nn.Dense(classes, in_units=units)

    def hybrid_forward(self, F, h):
        return self.cls(self.dense(h[:, 0]))


Net = SubscriptPooler
