"""A helper returns `(tensor, python count)`; the count is read with `int()` and `range` in a loop."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6)]


class Counted(HybridBlock):
    def __init__(self, n=3, **kwargs):
        super().__init__(**kwargs)
        self.n = n
        with self.name_scope():
            self.proj = nn.Dense(6, in_units=6)

    def _run(self, x):
        return self.proj(x), self.n

    def hybrid_forward(self, F, x):
        h, n = self._run(x)
        out = h
        for _ in range(int(n)):
            out = out + h
        return out


Net = Counted
