"""Numpy-mode (MXNet 2 style) LeViT residual MLP block in `forward`: the tokens (B, N, C) flattened for `BatchNorm` with `b, n, c = x.shape` read from the input, `np.clip` hard-swish, reshaped back to `(b, n, c)`. Legal in MXNet 1.9.1: a numpy-mode `forward` is traced by deferred compute, where `x.shape` is the real input shape (recorded legal; written as the subtle legal twin of p04)."""
from mxnet import np, npx
from mxnet.gluon import HybridBlock, nn

npx.set_np()

INPUTS = [(2, 9, 8)]


class NumpyResidualMlp(HybridBlock):
    def __init__(self, dim=8, **kwargs):
        super().__init__(**kwargs)
        self.fc = nn.Dense(dim, flatten=False, in_units=dim)
        self.bn = nn.BatchNorm(in_channels=dim)

    def forward(self, x):
        b, n, c = x.shape
        h = self.fc(x)
        h = h * np.clip(h + 3, 0, 6) / 6
        return x + self.bn(h.reshape(b * n, c)).reshape(b, n, c)


Net = NumpyResidualMlp
