"""A numpy-mode ConvMixer whose `forward` parent calls a `hybrid_forward` child written with `F.np`/`F.npx` ops; the child splits the channels by basic slicing (`x[:, :half]`, `x[:, half:]` with `half` from the constructor), which numpy-mode symbols support."""
from mxnet import np, npx
from mxnet.gluon import HybridBlock, nn

npx.set_np()

INPUTS = [(2, 3, 8, 8)]


class HalfMixer(HybridBlock):
    def __init__(self, dim, **kwargs):
        super().__init__(**kwargs)
        self._half = dim // 2
        self.dw = nn.Conv2D(dim - dim // 2, 3, padding=1, groups=dim - dim // 2, in_channels=dim - dim // 2)

    def hybrid_forward(self, F, x):
        a, b = x[:, :self._half], x[:, self._half:]
        return F.np.concatenate([a, b + F.npx.leaky_relu(self.dw(b), act_type="gelu")], axis=1)


class NumpyParent(HybridBlock):
    def __init__(self, dim=4, patch=2, **kwargs):
        super().__init__(**kwargs)
        self.embed = nn.Conv2D(dim, patch, strides=patch, in_channels=3)
        self.mix = HalfMixer(dim)

    def forward(self, x):
        y = self.mix(npx.relu(self.embed(x)))
        return np.mean(y, axis=(2, 3))


Net = NumpyParent
