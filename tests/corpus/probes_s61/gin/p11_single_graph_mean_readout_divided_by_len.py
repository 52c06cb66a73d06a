"""GIN graph-classification head on one graph per call: node states summed with `sum(axis=0, keepdims=True)` and divided by `len(h)` (the node count eagerly) for a mean readout, then a Dense classifier."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(7, 6), (7, 7)]


class LenMeanReadout(HybridBlock):
    def __init__(self, in_units=6, hidden=8, classes=3, **kwargs):
        super(LenMeanReadout, self).__init__(**kwargs)
        with self.name_scope():
            self.gin = nn.Dense(hidden, in_units=in_units, activation="relu")
            self.cls = nn.Dense(classes, in_units=hidden)

    def hybrid_forward(self, F, x, adj):
        h = self.gin(x + F.dot(adj > 0.5, x))
        g = h.sum(axis=0, keepdims=True) / len(h)
        return self.cls(g)


Net = LenMeanReadout
