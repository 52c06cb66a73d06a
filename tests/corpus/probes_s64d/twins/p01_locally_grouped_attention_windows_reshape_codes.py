"""Twins-SVT locally-grouped self-attention: the (B, N, C) tokens of an (H, W) map (both from the constructor) cut into ws x ws windows by `reshape((0, H // ws, ws, W // ws, ws, -1))` and `transpose((0, 1, 3, 2, 4, 5))`, attention inside each window on (B*nw, ws*ws, C) by `batch_dot`, then the windows put back by the inverse transpose and reshape codes."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 16, 8)]


class LocallyGroupedAttn(HybridBlock):
    def __init__(self, dim=8, height=4, width=4, ws=2, **kwargs):
        super().__init__(**kwargs)
        self._hw, self._ws, self._scale = (height, width), ws, dim ** -0.5
        with self.name_scope():
            self.qkv = nn.Dense(3 * dim, flatten=False)
            self.proj = nn.Dense(dim, flatten=False)

    def hybrid_forward(self, F, x):
        (h, w), ws = self._hw, self._ws
        win = x.reshape((0, h // ws, ws, w // ws, ws, -1)).transpose((0, 1, 3, 2, 4, 5))
        win = win.reshape((-3, -2)).reshape((-3, -2)).reshape((0, -3, 0))
        q, k, v = F.split(self.qkv(win), num_outputs=3, axis=-1)
        attn = F.softmax(F.batch_dot(q, k, transpose_b=True) * self._scale, axis=-1)
        out = F.batch_dot(attn, v).reshape((-4, -1, (h // ws) * (w // ws), -2))
        out = out.reshape((0, -4, h // ws, w // ws, -4, ws, ws, 0)).transpose((0, 1, 3, 2, 4, 5))
        return self.proj(out.reshape((0, -3, -3, 0)).reshape((0, -3, 0)))


Net = LocallyGroupedAttn
