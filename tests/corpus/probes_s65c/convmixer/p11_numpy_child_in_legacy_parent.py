"""A numpy-mode ConvMixer layer (`forward` with `npx.leaky_relu`, a plain residual `+`, a squeeze-like channel gate by `np.mean(x, axis=(2, 3), keepdims=True)`) used as the child of a legacy `hybrid_forward` stem; the module runs `npx.set_np()`."""
from mxnet import np, npx
from mxnet.gluon import HybridBlock, nn

npx.set_np()

INPUTS = [(2, 3, 8, 8)]


class NumpyMixerLayer(HybridBlock):
    def __init__(self, dim, **kwargs):
        super().__init__(**kwargs)
        self.dw = nn.Conv2D(dim, 3, padding=1, groups=dim, in_channels=dim)

    def forward(self, x):
        y = npx.leaky_relu(self.dw(x), act_type="gelu")
        gate = npx.sigmoid(np.mean(y, axis=(2, 3), keepdims=True))
        return x + y * gate


class LegacyStem(HybridBlock):
    def __init__(self, dim=4, patch=2, **kwargs):
        super().__init__(**kwargs)
        self.embed = nn.Conv2D(dim, patch, strides=patch, in_channels=3)
        self.mix = NumpyMixerLayer(dim)

    def hybrid_forward(self, F, x):
        return self.mix(F.npx.relu(self.embed(x)))


Net = LegacyStem
