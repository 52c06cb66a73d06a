"""EfficientFormer's flatten between the 4-D and 3-D stages, `x.reshape((0, 0, -3)).transpose((0, 2, 1))` to (N, HW, C), then a Meta3D block: `x + self.mlp(self.norm(x))` with LayerNorm and `Dense(flatten=False)` (the residual keeps the shape)."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 8, 4, 4)]


class FlattenMeta3D(HybridBlock):
    def __init__(self, dim=8, **kwargs):
        super().__init__(**kwargs)
        self.norm = nn.LayerNorm(in_channels=dim)
        self.mlp = nn.HybridSequential()
        self.mlp.add(nn.Dense(2 * dim, flatten=False, in_units=dim, activation="relu"),
                     nn.Dense(dim, flatten=False, in_units=2 * dim))

    def hybrid_forward(self, F, x):
        x = x.reshape((0, 0, -3)).transpose((0, 2, 1))
        return x + self.mlp(self.norm(x))


Net = FlattenMeta3D
