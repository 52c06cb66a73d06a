"""Fourier neural operator spectral convolution with an FFT-free real cosine basis: forward transform by `F.dot` with a `get_constant` basis truncated to `modes` columns by `slice_axis`, per-mode channel mixing by `batch_dot` with a (modes, C, C) Parameter after transposes, the inverse transform by `dot(..., transpose_b=True)`, plus a pointwise 1x1 path."""
import numpy as np
from mxnet import init
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 8)]


def cosine_basis(n):
    k = np.arange(n)[None, :]
    x = (np.arange(n)[:, None] + 0.5)
    b = np.cos(np.pi * k * x / n) * np.sqrt(2.0 / n)
    b[:, 0] /= np.sqrt(2.0)
    return b.astype("float32")                     # orthonormal DCT-II columns


class Net(HybridBlock):
    def __init__(self, n=8, modes=3, channels=3, **kwargs):
        super().__init__(**kwargs)
        self.modes = modes
        with self.name_scope():
            self.basis = self.params.get_constant("basis", cosine_basis(n))
            self.weight = self.params.get("weight", shape=(modes, channels, channels), init=init.Xavier())
            self.pointwise = nn.Conv1D(channels, 1, in_channels=channels)

    def hybrid_forward(self, F, u, basis, weight):
        low = F.slice_axis(basis, axis=1, begin=0, end=self.modes)       # (N, M)
        spec = F.transpose(F.dot(u, low), axes=(2, 0, 1))                 # (M, B, C)
        mixed = F.transpose(F.batch_dot(spec, weight), axes=(1, 2, 0))    # (B, C, M)
        return F.relu(F.dot(mixed, low, transpose_b=True) + self.pointwise(u))
