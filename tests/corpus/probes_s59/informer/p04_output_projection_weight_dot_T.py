"""Informer output projection with its own (c_out, d_model) Parameter applied by `F.dot(dec, weight.T)`; `.T` exists on NDArray only."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 6)]


class Projection(HybridBlock):
    def __init__(self, d_model=6, c_out=3, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.norm = nn.LayerNorm(in_channels=d_model)
            self.weight = self.params.get("weight", shape=(c_out, d_model), init="xavier")
            self.bias = self.params.get("bias", shape=(c_out,), init="zeros")

    def hybrid_forward(self, F, dec, weight, bias):
        out = F.dot(self.norm(dec), weight.T)
        return F.broadcast_add(out, bias.reshape((1, 1, -1)))


Net = Projection
