"""Numpy-mode MViTv2 block with `@use_np` on a `hybrid_forward`: the class token and the grid by python slices
`x[:, :1]`, `x[:, 1:]`, the grid reshaped with python sizes from the constructor and pooled by a depthwise
`Conv2D`, attention scores given a relative position bias of shape (1, N, M) by plain `+` broadcasting (numpy
semantics, legal on numpy-mode symbols)."""
from mxnet import init, npx
from mxnet.gluon import HybridBlock, nn
from mxnet.util import use_np

npx.set_np()

INPUTS = [(2, 17, 8)]


@use_np
class NumpyRelBias(HybridBlock):
    def __init__(self, dim=8, hw=(4, 4), **kwargs):
        super().__init__(**kwargs)
        self.h, self.w = hw
        self.dim = dim
        n, m = 1 + hw[0] * hw[1], 1 + (hw[0] // 2) * (hw[1] // 2)
        with self.name_scope():
            self.qkv = nn.Dense(3 * dim, flatten=False, in_units=dim)
            self.pool = nn.Conv2D(dim, 3, strides=2, padding=1, groups=dim, in_channels=dim)
            self.rel = self.params.get("rel", shape=(1, n, m), init=init.Normal(0.02))

    def hybrid_forward(self, F, x, rel):
        q, k, v = F.np.split(self.qkv(x), 3, axis=-1)
        pooled = []
        for t in (k, v):
            grid = F.np.transpose(t[:, 1:], (0, 2, 1)).reshape(-1, self.dim, self.h, self.w)
            seq = F.np.transpose(self.pool(grid).reshape(-1, self.dim, (self.h // 2) * (self.w // 2)), (0, 2, 1))
            pooled.append(F.np.concatenate([t[:, :1], seq], axis=1))
        att = F.npx.softmax(F.np.matmul(q, F.np.transpose(pooled[0], (0, 2, 1))) + rel, axis=-1)
        return F.np.matmul(att, pooled[1]) + q


Net = NumpyRelBias
