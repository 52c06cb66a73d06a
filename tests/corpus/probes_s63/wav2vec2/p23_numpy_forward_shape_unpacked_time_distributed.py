"""Numpy-mode (MXNet 2 style) wav2vec 2.0 projection in `forward`: `B, T, C = x.shape` unpacked, the features flattened to `(B * T, C)` for a Dense and back to `(B, T, -1)`, then L2-normalised by `np.linalg.norm(..., keepdims=True)`."""
from mxnet import np, npx
from mxnet.gluon import HybridBlock, nn

npx.set_np()

INPUTS = [(2, 5, 8)]


class NumpyTimeDistributed(HybridBlock):
    def __init__(self, dim=8, out_dim=4, **kwargs):
        super().__init__(**kwargs)
        self.proj = nn.Dense(out_dim, in_units=dim)

    def forward(self, x):
        B, T, C = x.shape
        h = self.proj(x.reshape(B * T, C)).reshape(B, T, -1)
        return h / (np.linalg.norm(h, axis=-1, keepdims=True) + 1e-6)


Net = NumpyTimeDistributed
