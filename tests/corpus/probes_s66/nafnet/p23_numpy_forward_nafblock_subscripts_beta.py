"""Numpy-mode (MXNet 2 style) NAFBlock tail in `forward`: SimpleGate by the subscripts `x[:, :c] * x[:, c:]`
of the (N, 2C, H, W) expanded input, channel attention by `np.mean(..., keepdims=True)` with broadcasting
`*`, and the (1, C, 1, 1) `beta` Parameter applied by a plain broadcasting `*` (numpy semantics)."""
from mxnet import np, npx
from mxnet.gluon import HybridBlock, nn

npx.set_np()

INPUTS = [(2, 8, 6, 6)]


class NumpyNAFBlock(HybridBlock):
    def __init__(self, c=4, **kwargs):
        super().__init__(**kwargs)
        self.c = c
        self.sca = nn.Conv2D(c, 1, in_channels=c)
        self.conv3 = nn.Conv2D(c, 1, in_channels=c)
        self.beta = self.params.get("beta", shape=(1, c, 1, 1), init="ones")

    def forward(self, x):
        x = x[:, :self.c] * x[:, self.c:]
        y = x * self.sca(np.mean(x, axis=(2, 3), keepdims=True))
        return x + self.conv3(y) * self.beta.data()


Net = NumpyNAFBlock
