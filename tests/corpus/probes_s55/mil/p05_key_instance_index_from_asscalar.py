"""MIL head returning the key instance: its index read by `int(F.argmax(scores, axis=0).asscalar())`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(7, 6)]


class KeyInstance(HybridBlock):
    def __init__(self, in_units=6, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.score = nn.Dense(1, in_units=in_units)

    def hybrid_forward(self, F, bag):
        scores = self.score(bag)
        idx = int(F.argmax(scores, axis=0).asscalar())
        return F.slice_axis(bag, axis=0, begin=idx, end=idx + 1)


Net = KeyInstance
