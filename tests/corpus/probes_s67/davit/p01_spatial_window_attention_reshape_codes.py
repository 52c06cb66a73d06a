"""DaViT spatial window attention: (B, C, H, W) features moved to (B, H, W, C), partitioned into ws x ws
windows by `reshape((0, nh, ws, nw, ws, C))`, a transpose and `reshape((-1, ws * ws, C))` with sizes from the
constructor, one-head attention by `batch_dot`, the windows reversed the same way."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 8, 4, 4)]


class WindowAttention(HybridBlock):
    def __init__(self, dim=8, hw=4, ws=2, **kwargs):
        super().__init__(**kwargs)
        self.dim, self.ws, self.nw = dim, ws, hw // ws
        self.scale = dim ** -0.5
        with self.name_scope():
            self.qkv = nn.Dense(3 * dim, flatten=False)
            self.proj = nn.Dense(dim, flatten=False)

    def hybrid_forward(self, F, x):
        ws, nw, C = self.ws, self.nw, self.dim
        t = x.transpose((0, 2, 3, 1)).reshape((0, nw, ws, nw, ws, C))
        t = t.transpose((0, 1, 3, 2, 4, 5)).reshape((-1, ws * ws, C))
        q, k, v = F.split(self.qkv(t), num_outputs=3, axis=-1)
        attn = F.softmax(F.batch_dot(q, k, transpose_b=True) * self.scale, axis=-1)
        o = self.proj(F.batch_dot(attn, v))
        o = o.reshape((-4, -1, nw * nw, 0, 0)).reshape((0, nw, nw, ws, ws, C))
        return o.transpose((0, 5, 1, 3, 2, 4)).reshape((0, C, nw * ws, nw * ws))


Net = WindowAttention
