"""Outer product mean without a mask, averaging over sequences in a method without F that divides by
`m.shape[1]` (the number of MSA sequences)."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 4, 8)]


class ShapeMeanOuterProduct(HybridBlock):
    def __init__(self, c_z=6, c=3, **kwargs):
        super().__init__(**kwargs)
        self.c = c
        with self.name_scope():
            self.norm = nn.LayerNorm()
            self.a = nn.Dense(c, flatten=False)
            self.b = nn.Dense(c, flatten=False)
            self.out = nn.Dense(c_z, flatten=False)

    def _mean_over_sequences(self, outer, m):
        return outer / m.shape[1]

    def hybrid_forward(self, F, m):
        m = self.norm(m)
        a = self.a(m).transpose((0, 2, 3, 1)).reshape((0, -3, 0))
        b = self.b(m).reshape((0, 0, -3))
        outer = self._mean_over_sequences(F.batch_dot(a, b), m)
        outer = outer.reshape((0, -4, -1, self.c, -4, -1, self.c)).transpose((0, 1, 3, 2, 4))
        return self.out(outer.reshape((0, 0, 0, -3)))


Net = ShapeMeanOuterProduct
