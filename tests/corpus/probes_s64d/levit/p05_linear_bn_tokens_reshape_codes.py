"""LeViT `Linear_BN` over (B, N, C) tokens by reshape codes: the Dense output merged to (B*N, C') by `reshape((-3, 0))` for `BatchNorm` and restored by `reshape_like` of the Dense output (the rebinding `x = self.c(x)` first)."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 9, 8)]


class LinearBNCodes(HybridBlock):
    def __init__(self, out=12, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.c = nn.Dense(out, flatten=False, use_bias=False)
            self.bn = nn.BatchNorm()

    def hybrid_forward(self, F, x):
        x = self.c(x)
        return self.bn(x.reshape((-3, 0))).reshape_like(x)


Net = LinearBNCodes
