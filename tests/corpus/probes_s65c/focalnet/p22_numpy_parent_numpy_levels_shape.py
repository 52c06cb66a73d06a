"""A numpy-mode FocalNet stage: a `forward` parent that reads `N, H, W, C = x.shape` to move channels first, and numpy-mode `forward` focal-level children (`npx.relu`, `np.mean`, plain broadcasting) run through an `nn.HybridSequential` container, which is itself a `hybrid_forward` block."""
from mxnet import np, npx
from mxnet.gluon import HybridBlock, nn

npx.set_np()

INPUTS = [(2, 4, 4, 6)]


class NumpyLevel(HybridBlock):
    def __init__(self, dim, kernel, **kwargs):
        super().__init__(**kwargs)
        self.dw = nn.Conv2D(dim, kernel, padding=kernel // 2, groups=dim, in_channels=dim)

    def forward(self, ctx):
        ctx = npx.relu(self.dw(ctx))
        return ctx + np.mean(ctx, axis=(2, 3), keepdims=True)


class NumpyStage(HybridBlock):
    def __init__(self, dim=6, **kwargs):
        super().__init__(**kwargs)
        self.levels = nn.HybridSequential()
        for k in (3, 5):
            self.levels.add(NumpyLevel(dim, k))

    def forward(self, x):
        N, H, W, C = x.shape
        ctx = np.transpose(x, (0, 3, 1, 2))
        out = self.levels(ctx)
        return np.transpose(out, (0, 2, 3, 1)).reshape(N, H * W, C)


Net = NumpyStage
