"""ConvMixer with an even depthwise kernel (4) and padding `k // 2`, which grows the map by one row and column; the PyTorch port's `padding="same"` is emulated by cropping `y[:, :, :-1, :-1]`, a legacy subscript."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 6, 6)]


class EvenKernelMixer(HybridBlock):
    def __init__(self, dim=4, kernel=4, **kwargs):
        super().__init__(**kwargs)
        self.dw = nn.Conv2D(dim, kernel, padding=kernel // 2, groups=dim, in_channels=dim)
        self.bn = nn.BatchNorm(in_channels=dim)

    def hybrid_forward(self, F, x):
        y = self.dw(x)[:, :, :-1, :-1]
        return x + self.bn(F.LeakyReLU(y, act_type="gelu"))


Net = EvenKernelMixer
