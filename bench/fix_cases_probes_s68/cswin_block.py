"""CSWin's block with two branches: LayerNorm, one Dense for q, k and v viewed as `(B, -1, 3, C)` and moved
to `(3, B, L, C)`, half of the channels to horizontal stripes and half to vertical stripes
(`qkv[:, :, :, :C // 2]`, `qkv[:, :, :, C // 2:]`), each branch cutting its stripes from the
(B, H, W, C) grid by reshape/transpose and merging them back, the two halves concatenated, a projection,
the residual and the MLP."""
from mxnet.gluon import nn


INPUTS = [(2, 16, 8)]


class StripeAttention(nn.HybridBlock):
    def __init__(self, dim, resolution, idx, split_size, num_heads, **kwargs):
        super(StripeAttention, self).__init__(**kwargs)
        self.resolution = resolution
        self.num_heads = num_heads
        self.scale = (dim // num_heads) ** -0.5
        if idx == 0:
            self.H_sp, self.W_sp = resolution, split_size
        else:
            self.W_sp, self.H_sp = resolution, split_size
        with self.name_scope():
            self.get_v = nn.Conv2D(dim, 3, padding=1, groups=dim, in_channels=dim)

    def to_stripes(self, x):
        B, L, C = x.shape
        H = W = self.resolution
        x = x.reshape((B, H // self.H_sp, self.H_sp, W // self.W_sp, self.W_sp, C))
        return x.transpose((0, 1, 3, 2, 4, 5)).reshape((-1, self.H_sp * self.W_sp, C))

    def hybrid_forward(self, F, qkv):
        q, k, v = qkv[0], qkv[1], qkv[2]
        B, L, C = q.shape
        q = self.to_stripes(q) * self.scale
        k = self.to_stripes(k)
        v = self.to_stripes(v)
        lepe = self.get_v(v.transpose((0, 2, 1)).reshape((-1, C, self.H_sp, self.W_sp)))
        lepe = lepe.reshape((-1, C, self.H_sp * self.W_sp)).transpose((0, 2, 1))
        attn = F.softmax(F.batch_dot(q, k, transpose_b=True), axis=-1)
        x = F.batch_dot(attn, v) + lepe
        H = W = self.resolution
        x = x.reshape((B, H // self.H_sp, W // self.W_sp, self.H_sp, self.W_sp, C))
        return x.transpose((0, 1, 3, 2, 4, 5)).reshape((B, L, C))


class Net(nn.HybridBlock):
    def __init__(self, dim=8, reso=4, num_heads=2, split_size=2, mlp_ratio=2, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.patches_resolution = reso
        with self.name_scope():
            self.norm1 = nn.LayerNorm(in_channels=dim)
            self.qkv = nn.Dense(dim * 3, in_units=dim, flatten=False)
            self.attns = nn.HybridSequential()
            for i in range(2):
                self.attns.add(StripeAttention(dim // 2, reso, i, split_size, num_heads // 2))
            self.proj = nn.Dense(dim, in_units=dim, flatten=False)
            self.norm2 = nn.LayerNorm(in_channels=dim)
            self.mlp = nn.HybridSequential()
            self.mlp.add(nn.Dense(dim * mlp_ratio, in_units=dim, flatten=False), nn.GELU(),
                         nn.Dense(dim, in_units=dim * mlp_ratio, flatten=False))

    def hybrid_forward(self, F, x):
        H = W = self.patches_resolution
        B, L, C = x.shape
        assert L == H * W, "flatten img_tokens has wrong size"
        img = self.norm1(x)
        qkv = self.qkv(img).reshape((B, -1, 3, C)).transpose((2, 0, 1, 3))
        x1 = self.attns[0](qkv[:, :, :, :C // 2])
        x2 = self.attns[1](qkv[:, :, :, C // 2:])
        attened_x = F.concat(x1, x2, dim=2)
        attened_x = self.proj(attened_x)
        x = x + attened_x
        x = x + self.mlp(self.norm2(x))
        return x
