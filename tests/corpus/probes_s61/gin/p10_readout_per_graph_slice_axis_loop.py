"""GIN sum readout looping over the configured graph offsets with `slice_axis(h, axis=0, begin=start, end=end)`, each summed with `keepdims=True`, plus the jumping-knowledge sum of two layers accumulated as `out = out + ...` (a new tensor each time)."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(10, 6)]


class SliceAxisReadout(HybridBlock):
    def __init__(self, in_units=6, hidden=8, sizes=(3, 3, 4), **kwargs):
        super(SliceAxisReadout, self).__init__(**kwargs)
        self._bounds = []
        start = 0
        for s in sizes:
            self._bounds.append((start, start + s))
            start += s
        with self.name_scope():
            self.l1 = nn.Dense(hidden, in_units=in_units, activation="relu")
            self.l2 = nn.Dense(hidden, in_units=hidden, activation="relu")

    def _readout(self, F, h):
        parts = [F.slice_axis(h, axis=0, begin=b, end=e).sum(axis=0, keepdims=True) for b, e in self._bounds]
        return F.concat(*parts, dim=0)

    def hybrid_forward(self, F, x):
        h1 = self.l1(x)
        h2 = self.l2(h1)
        out = self._readout(F, h1)
        out = out + self._readout(F, h2)
        return out


Net = SliceAxisReadout
