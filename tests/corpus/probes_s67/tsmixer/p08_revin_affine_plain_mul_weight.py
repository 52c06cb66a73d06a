"""RevIN affine step as in the PyTorch module, `x * self.affine_weight + self.affine_bias`: plain operators
of the (B, L, C) series and (C,) Parameters."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 8, 3)]


class PlainAffine(HybridBlock):
    def __init__(self, channels=3, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.affine_weight = self.params.get("affine_weight", shape=(channels,), init="ones")
            self.affine_bias = self.params.get("affine_bias", shape=(channels,), init="zeros")
            self.mix = nn.Dense(channels, flatten=False)

    def hybrid_forward(self, F, x, affine_weight, affine_bias):
        x = x * affine_weight + affine_bias
        return self.mix(x)


Net = PlainAffine
