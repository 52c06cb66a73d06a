"""Deep & Cross Network (Wang et al.) cross layers `x_{l+1} = x0 * (x_l . w) + b + x_l`: the (N, 1) projection by `dot` with a (D, 1) weight, `broadcast_mul` with x0, `broadcast_add` of the (D,) bias reshaped to (1, D), over a python number of layers."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 6)]


class CrossLayer(HybridBlock):
    def __init__(self, dim, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.w = self.params.get("w", shape=(dim, 1))
            self.b = self.params.get("b", shape=(dim,), init="zeros")

    def hybrid_forward(self, F, x0, xl, w, b):
        return F.broadcast_add(F.broadcast_mul(x0, F.dot(xl, w)), b.reshape((1, -1))) + xl


class Net(HybridBlock):
    def __init__(self, dim=6, layers=3, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.cross = nn.HybridSequential()
            for _ in range(layers):
                self.cross.add(CrossLayer(dim))
            self.deep = nn.Dense(dim, activation="relu", in_units=dim)
            self.out = nn.Dense(1, in_units=2 * dim)

    def hybrid_forward(self, F, x0):
        xl = x0
        for layer in self.cross:
            xl = layer(x0, xl)
        return self.out(F.concat(xl, self.deep(x0), dim=1))
