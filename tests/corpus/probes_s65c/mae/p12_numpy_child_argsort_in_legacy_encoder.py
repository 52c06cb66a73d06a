"""A numpy-mode MAE masking child (`forward` with `np.argsort` and `npx.one_hot`, sizes from the constructor) inside a legacy `hybrid_forward` encoder that embeds the patches; the module runs `npx.set_np()`."""
from mxnet import np, npx
from mxnet.gluon import HybridBlock, nn

npx.set_np()

INPUTS = [(2, 8, 6), (2, 8)]


class NumpyMasking(HybridBlock):
    def __init__(self, length=8, keep=2, **kwargs):
        super().__init__(**kwargs)
        self._len, self._keep = length, keep

    def forward(self, x, noise):
        ids = np.argsort(noise, axis=1)[:, :self._keep]
        return np.matmul(npx.one_hot(ids, self._len), x)


class LegacyMAEEncoder(HybridBlock):
    def __init__(self, dim=6, **kwargs):
        super().__init__(**kwargs)
        self.embed = nn.Dense(dim, flatten=False, in_units=dim)
        self.mask = NumpyMasking()

    def hybrid_forward(self, F, x, noise):
        return self.mask(self.embed(x), noise)


Net = LegacyMAEEncoder
