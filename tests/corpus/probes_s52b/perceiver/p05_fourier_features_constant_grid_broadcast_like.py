"""Perceiver input adapter for a fixed 4x4 grid: Fourier features of the (H*W, 2) grid are computed once in numpy, kept by `params.get_constant`, broadcast to the batch with `broadcast_like` and concatenated to the flattened pixels (reshape code `(0, 0, -1)`)."""
import numpy as np
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 4, 4)]


def fourier_grid(size, num_bands):
    lin = np.linspace(-1.0, 1.0, size)
    grid = np.stack(np.meshgrid(lin, lin, indexing="ij"), axis=-1).reshape(-1, 2)
    freqs = np.pi * 2.0 ** np.arange(num_bands)
    ang = grid[:, :, None] * freqs[None, None, :]
    return np.concatenate([grid, np.sin(ang).reshape(len(grid), -1),
                           np.cos(ang).reshape(len(grid), -1)], axis=1).astype("float32")


class Net(HybridBlock):
    def __init__(self, size=4, num_bands=2, dim=8, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.pos = self.params.get_constant("pos", fourier_grid(size, num_bands))
            self.proj = nn.Dense(dim, flatten=False)

    def hybrid_forward(self, F, img, pos):
        x = F.transpose(F.reshape(img, (0, 0, -1)), axes=(0, 2, 1))   # (B, HW, C)
        pos = F.broadcast_like(F.expand_dims(pos, 0), x, lhs_axes=(0,), rhs_axes=(0,))
        return self.proj(F.concat(x, pos, dim=-1))
