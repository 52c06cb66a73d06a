"""Numpy-mode (MXNet 2 style) MViT pooling in `forward`: `B, N, C = x.shape` (shapes are known in deferred
compute), the class token and grid by python slices `x[:, :1]`, `x[:, 1:]`, the grid reshaped with python
sizes, pooled by a strided depthwise `Conv2D`, and rejoined by `np.concatenate`."""
from mxnet import np, npx
from mxnet.gluon import HybridBlock, nn

npx.set_np()

INPUTS = [(2, 17, 8)]


class NumpyPooling(HybridBlock):
    def __init__(self, dim=8, **kwargs):
        super().__init__(**kwargs)
        self.pool = nn.Conv2D(dim, 3, strides=2, padding=1, groups=dim, in_channels=dim)
        self.norm = nn.LayerNorm(in_channels=dim)

    def forward(self, x):
        B, N, C = x.shape
        H = W = int((N - 1) ** 0.5)
        cls_tok, grid = x[:, :1], x[:, 1:]
        grid = grid.transpose(0, 2, 1).reshape(B, C, H, W)
        pooled = self.pool(grid).reshape(B, C, -1).transpose(0, 2, 1)
        return self.norm(np.concatenate([cls_tok, pooled], axis=1))


Net = NumpyPooling
