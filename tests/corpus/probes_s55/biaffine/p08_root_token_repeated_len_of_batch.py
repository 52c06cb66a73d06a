"""A learned ROOT vector repeated over the batch with `F.repeat(root, repeats=len(h), axis=0)`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 6)]


class RootedEncoder(HybridBlock):
    def __init__(self, units=6, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.root = self.params.get("root", shape=(1, 1, units), init="normal")
            self.proj = nn.Dense(units, flatten=False, in_units=units)

    def hybrid_forward(self, F, h, root):
        roots = F.repeat(root, repeats=len(h), axis=0)
        return self.proj(F.concat(roots, h, dim=1))


Net = RootedEncoder
