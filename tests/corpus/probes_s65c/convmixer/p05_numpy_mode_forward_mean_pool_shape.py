"""Numpy-mode ConvMixer in MXNet 2 style: `npx.set_np()`, a `forward(self, x)` with `npx.leaky_relu(act_type="gelu")`, the residual by a plain `+`, the patch grid read from `x.shape` for a token view, and `np.mean` over the token axis as the head's pooling."""
from mxnet import np, npx
from mxnet.gluon import HybridBlock, nn

npx.set_np()

INPUTS = [(2, 3, 8, 8)]


class NumpyConvMixer(HybridBlock):
    def __init__(self, dim=6, patch=2, classes=4, **kwargs):
        super().__init__(**kwargs)
        self.embed = nn.Conv2D(dim, patch, strides=patch, in_channels=3)
        self.dw = nn.Conv2D(dim, 3, padding=1, groups=dim, in_channels=dim)
        self.pw = nn.Conv2D(dim, 1, in_channels=dim)
        self.fc = nn.Dense(classes, in_units=dim)

    def forward(self, x):
        x = npx.leaky_relu(self.embed(x), act_type="gelu")
        x = x + npx.leaky_relu(self.dw(x), act_type="gelu")
        x = npx.leaky_relu(self.pw(x), act_type="gelu")
        n, c, h, w = x.shape
        tokens = x.reshape(n, c, h * w)
        return self.fc(np.mean(tokens, axis=2))


Net = NumpyConvMixer
