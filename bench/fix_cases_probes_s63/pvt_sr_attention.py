"""PVT's spatial-reduction attention on a feature map: tokens from `B, C, H, W = x.shape`, q by a Dense
split into heads `(B, N, heads, C // heads)`, the keys and values from the map reduced by a strided conv
(`sr_ratio`) and LayerNorm'd, `kv = self.kv(x_).reshape((B, -1, 2, heads, C // heads)).transpose((2, 0,
3, 1, 4))` unpacked by `k, v = kv[0], kv[1]`, attention folded to `(B * heads, ., d)` for batch_dot,
and the output back to a map by `.reshape((B, H, W, C)).transpose((0, 3, 1, 2))`."""
from mxnet.gluon import nn


INPUTS = [(2, 8, 4, 6)]


class Net(nn.HybridBlock):
    def __init__(self, dim=8, num_heads=2, sr_ratio=2, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.num_heads = num_heads
        self.scale = (dim // num_heads) ** -0.5
        with self.name_scope():
            self.q = nn.Dense(dim, in_units=dim, flatten=False)
            self.kv = nn.Dense(dim * 2, in_units=dim, flatten=False)
            self.proj = nn.Dense(dim, in_units=dim, flatten=False)
            self.sr = nn.Conv2D(dim, sr_ratio, strides=sr_ratio, in_channels=dim)
            self.norm = nn.LayerNorm(in_channels=dim)

    def hybrid_forward(self, F, x):
        B, C, H, W = x.shape
        N = H * W
        d = C // self.num_heads
        x_ = x
        x = x.reshape((B, C, N)).transpose((0, 2, 1))
        q = self.q(x).reshape((B, N, self.num_heads, d)).transpose((0, 2, 1, 3)).reshape((-1, N, d))
        x_ = self.sr(x_).reshape((B, C, -1)).transpose((0, 2, 1))
        x_ = self.norm(x_)
        kv = self.kv(x_).reshape((B, -1, 2, self.num_heads, d)).transpose((2, 0, 3, 1, 4))
        k, v = kv[0], kv[1]
        k = k.reshape((-1, k.shape[2], d))
        v = v.reshape((-1, v.shape[2], d))
        attn = F.softmax(F.batch_dot(q, k, transpose_b=True) * self.scale, axis=-1)
        out = F.batch_dot(attn, v).reshape((B, self.num_heads, N, d)).transpose((0, 2, 1, 3)).reshape((B, N, C))
        out = self.proj(out)
        return out.reshape((B, H, W, C)).transpose((0, 3, 1, 2))
