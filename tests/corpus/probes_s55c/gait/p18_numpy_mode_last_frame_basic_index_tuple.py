"""Numpy-mode gait head in `hybrid_forward`: the last frame of the (N, T, C) features by basic indexing `h[:, -1]`, concatenated with the temporal max by `F.np.concatenate`."""
from mxnet import npx
from mxnet.gluon import HybridBlock, nn

npx.set_np()

INPUTS = [(2, 5, 6)]


class NumpyLastFrame(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.proj = nn.Dense(4, flatten=False, in_units=6)

    def hybrid_forward(self, F, frames):
        h = self.proj(frames)
        return F.np.concatenate([h[:, -1], F.np.max(h, axis=1)], axis=1)


Net = NumpyLastFrame
