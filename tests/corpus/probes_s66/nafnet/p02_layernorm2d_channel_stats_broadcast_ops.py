"""NAFNet's LayerNorm2d: statistics over the channel axis kept as (N, 1, H, W), normalised by
`F.broadcast_sub`/`F.broadcast_div`, then the (C,) weight and bias Parameters reshaped to (1, C, 1, 1) and
applied by broadcast operators."""
from mxnet.gluon import HybridBlock

INPUTS = [(2, 4, 6, 6)]


class LayerNorm2d(HybridBlock):
    def __init__(self, channels=4, eps=1e-6, **kwargs):
        super().__init__(**kwargs)
        self.eps = eps
        with self.name_scope():
            self.weight = self.params.get("weight", shape=(channels,), init="ones")
            self.bias = self.params.get("bias", shape=(channels,), init="zeros")

    def hybrid_forward(self, F, x, weight, bias):
        mu = F.mean(x, axis=1, keepdims=True)
        var = F.mean(F.square(F.broadcast_sub(x, mu)), axis=1, keepdims=True)
        y = F.broadcast_div(F.broadcast_sub(x, mu), F.sqrt(var + self.eps))
        y = F.broadcast_mul(y, weight.reshape((1, -1, 1, 1)))
        return F.broadcast_add(y, bias.reshape((1, -1, 1, 1)))


Net = LayerNorm2d
