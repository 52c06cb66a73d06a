"""A DeepSets-style update `h + F.sum(y, axis=0)`: the set summary (C,) beside the (N, C) hidden of the
same input passed through a dense layer."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 5)]


class SetUpdate(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.phi = nn.Dense(5, in_units=5)

    def hybrid_forward(self, F, y):
        h = self.phi(y)
        return h + F.sum(y, axis=0)


Net = SetUpdate
