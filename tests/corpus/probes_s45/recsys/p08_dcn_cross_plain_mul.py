"""DCN cross layer that multiplies x0 (B, D) by the scalar projection (B, 1) of a Dense with `*`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 8)]


class CrossLayer(HybridBlock):
    def __init__(self, in_units=8, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.proj = nn.Dense(1, use_bias=False, in_units=in_units)
            self.bias = self.params.get("bias", shape=(1, in_units), init="zeros")

    def hybrid_forward(self, F, x0, xl, bias):
        return F.broadcast_add(x0 * self.proj(xl), bias) + xl


class Net(HybridBlock):
    def __init__(self, depth=2, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.layers = nn.HybridSequential()
            for _ in range(depth):
                self.layers.add(CrossLayer())

    def hybrid_forward(self, F, x):
        xl = x
        for layer in self.layers:
            xl = layer(x, xl)
        return xl
