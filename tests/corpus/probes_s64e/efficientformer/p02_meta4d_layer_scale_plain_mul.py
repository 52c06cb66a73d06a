"""EfficientFormer Meta4D block with timm's `self.layer_scale_1.unsqueeze(-1).unsqueeze(-1) * self.token_mixer(x)` ported as a plain `*`: the (1, C, 1, 1) scale against the (N, C, H, W) mixer output."""
from mxnet import init
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 8, 6, 6)]


class PlainScaleMeta4D(HybridBlock):
    def __init__(self, dim=8, **kwargs):
        super().__init__(**kwargs)
        self.pool = nn.AvgPool2D(3, 1, 1, count_include_pad=False)
        self.ls1 = self.params.get("ls1", shape=(dim,), init=init.Constant(1e-1))

    def hybrid_forward(self, F, x, ls1):
        return x + ls1.reshape((1, -1, 1, 1)) * (self.pool(x) - x)


Net = PlainScaleMeta4D
