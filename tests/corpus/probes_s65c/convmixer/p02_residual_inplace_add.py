"""ConvMixer layer whose depthwise residual is accumulated in place, `x += self.bn1(gelu(dw(x)))`, as a PyTorch port keeps it."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 6, 6)]


class InplaceMixerLayer(HybridBlock):
    def __init__(self, dim=4, kernel=3, **kwargs):
        super().__init__(**kwargs)
        self.dw = nn.Conv2D(dim, kernel, padding=kernel // 2, groups=dim, in_channels=dim)
        self.bn1 = nn.BatchNorm(in_channels=dim)
        self.pw = nn.Conv2D(dim, 1, in_channels=dim)

    def hybrid_forward(self, F, x):
        y = self.bn1(F.LeakyReLU(self.dw(x), act_type="gelu"))
        x += y
        return F.LeakyReLU(self.pw(x), act_type="gelu")


Net = InplaceMixerLayer
