"""MobileViT fusion block reading the local features and the global (transformer) features as two inputs of equal shape that the caller passes: `local + glob` by a plain `+`, a swish `y * F.sigmoid(y)` of a tensor and its own gate, and `y / (1 + F.abs(y))` -- all same-shape elementwise operators."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 8, 4, 4), (2, 8, 4, 4)]


class Fusion(HybridBlock):
    def __init__(self, dim=8, **kwargs):
        super().__init__(**kwargs)
        self.proj = nn.Conv2D(dim, 1, in_channels=dim)

    def hybrid_forward(self, F, local, glob):
        y = self.proj(local + glob)
        y = y * F.sigmoid(y)
        return y / (1 + F.abs(y))


Net = Fusion
