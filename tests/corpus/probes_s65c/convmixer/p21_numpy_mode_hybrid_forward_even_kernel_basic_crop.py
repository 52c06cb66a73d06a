"""Numpy-mode ConvMixer layer in a `hybrid_forward` (`npx.set_np()`): the even-kernel depthwise output cut back by the basic slice `y[:, :, :-1, :-1]` of a numpy symbol, `F.npx.leaky_relu(act_type="gelu")`, a plain residual `+`."""
from mxnet import npx
from mxnet.gluon import HybridBlock, nn

npx.set_np()

INPUTS = [(2, 4, 6, 6)]


class NumpyEvenKernelMixer(HybridBlock):
    def __init__(self, dim=4, kernel=4, **kwargs):
        super().__init__(**kwargs)
        self.dw = nn.Conv2D(dim, kernel, padding=kernel // 2, groups=dim, in_channels=dim)
        self.bn = nn.BatchNorm(in_channels=dim)

    def hybrid_forward(self, F, x):
        y = self.dw(x)[:, :, :-1, :-1]
        return x + self.bn(F.npx.leaky_relu(y, act_type="gelu"))


Net = NumpyEvenKernelMixer
