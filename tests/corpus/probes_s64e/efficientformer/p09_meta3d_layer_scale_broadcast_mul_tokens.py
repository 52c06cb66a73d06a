"""EfficientFormer Meta3D block with the (C,) layer scale applied by `F.broadcast_mul(y, ls)` to the (N, L, C) tokens (broadcasting prepends the missing axes)."""
from mxnet import init
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 16, 8)]


class BroadcastScaleMeta3D(HybridBlock):
    def __init__(self, dim=8, **kwargs):
        super().__init__(**kwargs)
        self.norm = nn.LayerNorm(in_channels=dim)
        self.mix = nn.Dense(dim, flatten=False, in_units=dim)
        self.ls = self.params.get("ls", shape=(dim,), init=init.Constant(1e-1))

    def hybrid_forward(self, F, x, ls):
        return x + F.broadcast_mul(self.mix(self.norm(x)), ls)


Net = BroadcastScaleMeta3D
