"""Numpy-mode implicit field: `npx.set_np()`, coordinates encoded with `np.sin`/`np.cos`, the density and colour cut from the MLP output with numpy-mode slices spelled axis by axis, `out[:, :, :1]` and `out[:, :, 1:]`."""
import math

from mxnet import npx
from mxnet.gluon import HybridBlock, nn

npx.set_np()

INPUTS = [(4, 6, 3)]


class Net(HybridBlock):
    def __init__(self, num_freqs=3, **kwargs):
        super().__init__(**kwargs)
        self._freqs = [2.0 ** i * math.pi for i in range(num_freqs)]
        with self.name_scope():
            self.mlp = nn.Dense(4, flatten=False, in_units=3 + 6 * num_freqs)

    def hybrid_forward(self, F, pts):
        enc = [pts] + [fn(pts * f) for f in self._freqs for fn in (F.np.sin, F.np.cos)]
        out = self.mlp(F.np.concatenate(enc, axis=-1))
        sigma = F.npx.relu(out[:, :, :1])
        rgb = F.npx.sigmoid(out[:, :, 1:])
        return F.np.concatenate([rgb, sigma], axis=-1)
