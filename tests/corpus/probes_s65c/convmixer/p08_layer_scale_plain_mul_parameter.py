"""ConvMixer layer with a learned per-channel layer scale `gamma` of shape (C, 1, 1) (ConvNeXt-style), applied by a plain `*` to the (N, C, H, W) depthwise branch."""
from mxnet import init
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 6, 6)]


class LayerScaleMixer(HybridBlock):
    def __init__(self, dim=4, **kwargs):
        super().__init__(**kwargs)
        self.dw = nn.Conv2D(dim, 3, padding=1, groups=dim, in_channels=dim)
        self.gamma = self.params.get("gamma", shape=(dim, 1, 1), init=init.Constant(0.1))

    def hybrid_forward(self, F, x, gamma):
        return x + gamma * F.LeakyReLU(self.dw(x), act_type="gelu")


Net = LayerScaleMixer
