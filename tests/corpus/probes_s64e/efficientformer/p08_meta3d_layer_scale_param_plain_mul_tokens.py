"""EfficientFormer Meta3D block with the layer scale as timm's `self.layer_scale_1 * self.token_mixer(self.norm1(x))`: a (C,) Parameter times the (N, L, C) tokens by a plain `*` (a Symbol product wants equal shapes)."""
from mxnet import init
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 16, 8)]


class PlainScaleMeta3D(HybridBlock):
    def __init__(self, dim=8, **kwargs):
        super().__init__(**kwargs)
        self.norm = nn.LayerNorm(in_channels=dim)
        self.mix = nn.Dense(dim, flatten=False, in_units=dim)
        self.ls = self.params.get("ls", shape=(dim,), init=init.Constant(1e-1))

    def hybrid_forward(self, F, x, ls):
        return x + ls * self.mix(self.norm(x))


Net = PlainScaleMeta3D
