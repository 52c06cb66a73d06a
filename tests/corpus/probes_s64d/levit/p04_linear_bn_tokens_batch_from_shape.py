"""LeViT `Linear_BN` over (B, N, C) tokens, ported from PyTorch: `B, N, C = x.shape`, the Dense output flattened to (B*N, C') for `BatchNorm`, then reshaped back to `(B, N, -1)`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 9, 8)]


class LinearBN(HybridBlock):
    def __init__(self, out=12, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.c = nn.Dense(out, flatten=False, use_bias=False)
            self.bn = nn.BatchNorm()

    def hybrid_forward(self, F, x):
        B, N, C = x.shape
        x = self.c(x)
        return self.bn(x.reshape((B * N, -1))).reshape((B, N, -1))


Net = LinearBN
