"""EfficientFormer's flatten written as `x.reshape((x.shape[0], x.shape[1], -1))` before the transpose to tokens (a traced input has no shape)."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 8, 4, 4)]


class ShapeFlatten(HybridBlock):
    def __init__(self, dim=8, **kwargs):
        super().__init__(**kwargs)
        self.norm = nn.LayerNorm(in_channels=dim)
        self.proj = nn.Dense(dim, flatten=False, in_units=dim)

    def hybrid_forward(self, F, x):
        x = x.reshape((x.shape[0], x.shape[1], -1)).transpose((0, 2, 1))
        return x + self.proj(self.norm(x))


Net = ShapeFlatten
