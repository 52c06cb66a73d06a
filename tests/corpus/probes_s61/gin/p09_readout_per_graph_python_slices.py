"""GIN sum readout looping over the configured graph offsets and slicing each graph's node rows with a subscript `h[start:end]` before `sum(axis=0, keepdims=True)`, then `concat` of the graph vectors."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(10, 6)]


class SliceReadout(HybridBlock):
    def __init__(self, in_units=6, hidden=8, sizes=(3, 3, 4), **kwargs):
        super(SliceReadout, self).__init__(**kwargs)
        self._bounds = []
        start = 0
        for s in sizes:
            self._bounds.append((start, start + s))
            start += s
        with self.name_scope():
            self.node = nn.Dense(hidden, in_units=in_units, activation="relu")

    def hybrid_forward(self, F, x):
        h = self.node(x)
        graphs = [h[start:end].sum(axis=0, keepdims=True) for start, end in self._bounds]
        return F.concat(*graphs, dim=0)


Net = SliceReadout
