"""Per-level weights registered with setattr and received as hybrid_forward keyword arguments."""
from mxnet.gluon import HybridBlock

INPUTS = [(2, 3)]


class Net(HybridBlock):
    def __init__(self, levels=2):
        super().__init__()
        self.levels = levels
        with self.name_scope():
            for i in range(levels):
                setattr(self, f"w{i}", self.params.get(f"w{i}", shape=(1,), init="ones"))

    def hybrid_forward(self, F, x, **weights):
        out = F.zeros_like(x)
        for i in range(self.levels):
            w = weights[f"w{i}"]
            out = F.broadcast_add(out, F.broadcast_mul(x * (i + 1), w))
        return out
