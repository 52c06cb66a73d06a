"""Denoiser that clips its output to the input's dynamic range read with `x.max().asscalar()`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 1, 6, 6)]


class RangeClippedDenoiser(HybridBlock):
    def __init__(self, features=4, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.conv1 = nn.Conv2D(features, 3, padding=1, in_channels=1, activation="relu")
            self.conv2 = nn.Conv2D(1, 3, padding=1, in_channels=features)

    def hybrid_forward(self, F, x):
        out = x - self.conv2(self.conv1(x))
        return F.clip(out, 0.0, x.max().asscalar())


Net = RangeClippedDenoiser
