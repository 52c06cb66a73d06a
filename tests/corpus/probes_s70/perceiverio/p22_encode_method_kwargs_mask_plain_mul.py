"""Perceiver IO encoder through a method `encode(self, F, x, **inputs)` called with `mask=`: a python-valued
`if inputs.get('mask') is not None:` and then the padded positions zeroed by `x * mask.expand_dims(-1)`,
(B, M, C) against (B, M, 1) by a plain `*`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 10, 6), (2, 10)]


class KwargsEncoder(HybridBlock):
    def __init__(self, dim=8, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.proj = nn.Dense(dim, flatten=False)

    def encode(self, F, x, **inputs):
        mask = inputs.get("mask")
        if mask is not None:
            x = x * mask.expand_dims(-1)
        return self.proj(x)

    def hybrid_forward(self, F, x, mask):
        return self.encode(F, x, mask=mask > -0.5)


Net = KwargsEncoder
