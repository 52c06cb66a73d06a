"""A numpy-mode FocalNet level written as a `forward` child using only child layers, array methods and operators (`self.act(self.dw(x))`, `y.mean(axis=(2, 3), keepdims=True)`, plain `*` and `+`), called from a legacy `hybrid_forward` parent with `F.npx.relu`; the module runs `npx.set_np()`."""
from mxnet import npx
from mxnet.gluon import HybridBlock, nn

npx.set_np()

INPUTS = [(2, 4, 4, 4)]


class NumpyFocalLevel(HybridBlock):
    def __init__(self, dim, **kwargs):
        super().__init__(**kwargs)
        self.dw = nn.Conv2D(dim, 3, padding=1, groups=dim, in_channels=dim)
        self.act = nn.GELU()

    def forward(self, x):
        y = self.act(self.dw(x))
        return x + y * y.mean(axis=(2, 3), keepdims=True)


class LegacyFocalStage(HybridBlock):
    def __init__(self, dim=4, **kwargs):
        super().__init__(**kwargs)
        self.level = NumpyFocalLevel(dim)
        self.h = nn.Conv2D(dim, 1, in_channels=dim)

    def hybrid_forward(self, F, x):
        return self.h(F.npx.relu(self.level(x)))


Net = LegacyFocalStage
