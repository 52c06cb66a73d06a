"""A detection head whose `_heads` method returns a dict of branch outputs; `hybrid_forward` reads the class
count from `out["cls"].shape[1]` to normalise the box branch."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6)]


class Heads(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.cls = nn.Dense(3, in_units=6)
            self.box = nn.Dense(4, in_units=6)

    def _heads(self, x):
        return {"cls": self.cls(x), "box": self.box(x)}

    def hybrid_forward(self, F, x):
        out = self._heads(x)
        n = out["cls"].shape[1]
        return out["box"] / n


Net = Heads
