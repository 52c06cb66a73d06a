"""Twins-SVT locally-grouped self-attention ported from PyTorch: `B, N, C = x.shape`, the map side `H = W = int(N ** 0.5)` computed from the token count, the windows cut with `(B, H // ws, ws, W // ws, ws, C)`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 16, 8)]


class LocallyGroupedFromShape(HybridBlock):
    def __init__(self, dim=8, ws=2, **kwargs):
        super().__init__(**kwargs)
        self._ws, self._scale = ws, dim ** -0.5
        with self.name_scope():
            self.qkv = nn.Dense(3 * dim, flatten=False)

    def hybrid_forward(self, F, x):
        B, N, C = x.shape
        H = W = int(N ** 0.5)
        ws = self._ws
        win = x.reshape((B, H // ws, ws, W // ws, ws, C)).transpose((0, 1, 3, 2, 4, 5)).reshape((-1, ws * ws, C))
        q, k, v = F.split(self.qkv(win), num_outputs=3, axis=-1)
        attn = F.softmax(F.batch_dot(q, k, transpose_b=True) * self._scale, axis=-1)
        return F.batch_dot(attn, v).reshape((B, N, C))


Net = LocallyGroupedFromShape
