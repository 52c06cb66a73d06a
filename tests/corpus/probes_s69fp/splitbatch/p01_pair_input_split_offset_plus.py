"""A (2,) bounds input split along its last (and only) axis into (1,) parts, one shifted by a (1,)
parameter with a plain `+`: the part's axis 0 is the split one, 1, not the input's axis 0."""
from mxnet.gluon import HybridBlock

INPUTS = [(3, 4), (2,)]


class RangeNorm(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.shift = self.params.get("shift", shape=(1,), init="zeros")

    def hybrid_forward(self, F, x, bounds, shift):
        lo, hi = F.split(bounds, num_outputs=2, axis=-1)
        lo = lo + shift
        return F.broadcast_div(F.broadcast_sub(x, lo), hi - lo + 1.5)


Net = RangeNorm
