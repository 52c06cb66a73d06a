"""Mixer stem: a strided Conv2D patch embedding whose output is flattened to tokens with `b, c, h, w = x.shape` and `reshape((b, c, h * w))`, as ported from PyTorch's `x.flatten(2)`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 16, 16)]


class Net(HybridBlock):
    def __init__(self, patch=4, dim=8, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.proj = nn.Conv2D(dim, kernel_size=patch, strides=patch, in_channels=3)
            self.norm = nn.LayerNorm()

    def hybrid_forward(self, F, img):
        x = self.proj(img)
        b, c, h, w = x.shape
        x = x.reshape((b, c, h * w)).transpose((0, 2, 1))
        return self.norm(x)
