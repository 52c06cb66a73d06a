"""Residual scaled by a learned (1,) Parameter with a plain `*` against the (N, C, H, W) residual."""
from mxnet import init
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 6, 6)]


class Net(HybridBlock):
    def __init__(self, channels=3, init_scale=0.1, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.conv = nn.Conv2D(channels, 3, padding=1, in_channels=channels)
            self.scale = self.params.get("scale", shape=(1,), init=init.Constant(init_scale))

    def hybrid_forward(self, F, x, scale):
        return x + self.conv(x) * scale
