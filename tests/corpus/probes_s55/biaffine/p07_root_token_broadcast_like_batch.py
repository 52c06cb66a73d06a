"""A learned ROOT vector (1, 1, D) prepended to every sentence: repeated over the batch by `broadcast_like` with axes against a width-1 slice, joined by `concat`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 6)]


class RootedEncoder(HybridBlock):
    def __init__(self, units=6, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.root = self.params.get("root", shape=(1, 1, units), init="normal")
            self.proj = nn.Dense(units, flatten=False, in_units=units)

    def hybrid_forward(self, F, h, root):
        first = F.slice_axis(h, axis=1, begin=0, end=1)
        roots = F.broadcast_like(root, first, lhs_axes=(0,), rhs_axes=(0,))
        return self.proj(F.concat(roots, h, dim=1))


Net = RootedEncoder
