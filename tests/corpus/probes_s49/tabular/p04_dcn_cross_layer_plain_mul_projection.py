"""DCN cross layer written as the paper's formula: `x0 * F.dot(xl, w) + b + xl` with plain `*` between the (N, D) x0 and the (N, 1) projection, the cross layers stacked in a HybridSequential."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 6)]


class CrossLayer(HybridBlock):
    def __init__(self, dim, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.w = self.params.get("w", shape=(dim, 1))
            self.b = self.params.get("b", shape=(1, dim), init="zeros")

    def hybrid_forward(self, F, x0, xl, w, b):
        return x0 * F.dot(xl, w) + F.broadcast_like(b, xl) + xl


class Net(HybridBlock):
    def __init__(self, dim=6, layers=2, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.cross = nn.HybridSequential()
            for _ in range(layers):
                self.cross.add(CrossLayer(dim))
            self.out = nn.Dense(1, in_units=dim)

    def hybrid_forward(self, F, x0):
        xl = x0
        for layer in self.cross:
            xl = layer(x0, xl)
        return self.out(xl)
