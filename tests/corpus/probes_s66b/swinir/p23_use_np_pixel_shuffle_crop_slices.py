"""Numpy-mode SwinIR upsampler with `@use_np` on a `hybrid_forward`: the pixel shuffle by `npx.reshape`
codes and `np.transpose` with python sizes from the constructor, the mean removed and added back by
plain broadcasting against a (1, 3, 1, 1) constant, the output cropped by python slices
`x[:, :, :h * r, :w * r]` -- legal on numpy-mode symbols."""
import numpy as onp
from mxnet import npx
from mxnet.gluon import HybridBlock, nn
from mxnet.util import use_np

npx.set_np()

INPUTS = [(2, 3, 4, 4)]


@use_np
class NumpyUpsampler(HybridBlock):
    def __init__(self, img_size=(4, 4), upscale=2, dim=4, rgb_mean=(0.4488, 0.4371, 0.4040), **kwargs):
        super().__init__(**kwargs)
        self.h, self.w = img_size
        self.upscale = upscale
        self.dim = dim
        with self.name_scope():
            self.mean = self.params.get_constant("mean", onp.array(rgb_mean, dtype="float32").reshape(1, 3, 1, 1))
            self.conv_before = nn.Conv2D(dim, 3, padding=1, in_channels=3)
            self.conv_up = nn.Conv2D(dim * upscale * upscale, 3, padding=1, in_channels=dim)
            self.conv_last = nn.Conv2D(3, 3, padding=1, in_channels=dim)

    def hybrid_forward(self, F, x, mean):
        r = self.upscale
        h = self.conv_up(F.npx.leaky_relu(self.conv_before(x - mean), slope=0.01))
        h = F.npx.reshape(h, (-2, self.dim, r, r, self.h, self.w))
        h = F.np.transpose(h, (0, 1, 4, 2, 5, 3)).reshape(-1, self.dim, self.h * r, self.w * r)
        out = self.conv_last(h) + mean
        return out[:, :, :self.h * r, :self.w * r]


Net = NumpyUpsampler
