"""ConvMixer with an even depthwise kernel (4): the one-larger map cut back to the input's size by `F.slice_like(y, x, axes=(2, 3))` before the residual `+`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 6, 6)]


class SliceLikeMixer(HybridBlock):
    def __init__(self, dim=4, kernel=4, **kwargs):
        super().__init__(**kwargs)
        self.dw = nn.Conv2D(dim, kernel, padding=kernel // 2, groups=dim, in_channels=dim)
        self.bn = nn.BatchNorm(in_channels=dim)

    def hybrid_forward(self, F, x):
        y = F.slice_like(self.dw(x), x, axes=(2, 3))
        return x + self.bn(F.LeakyReLU(y, act_type="gelu"))


Net = SliceLikeMixer
