"""FastViT's attention stage: a conditional positional encoding (a depthwise 7x7 conv added to its input,
RepCPE at train time), then multi-head self-attention on the flattened map: `B, C, H, W = x.shape`,
tokens (B, N, C), qkv reshaped to (B, N, 3, heads, C // heads) and permuted, q, k, v taken by
`qkv[0], qkv[1], qkv[2]`, scores scaled by head_dim ** -0.5, the map folded back to (B, C, H, W)."""
from mxnet.gluon import nn


INPUTS = [(2, 8, 4, 4)]


class Net(nn.HybridBlock):
    def __init__(self, dim=8, head_dim=4, spatial_shape=(7, 7), **kwargs):
        super(Net, self).__init__(**kwargs)
        self.head_dim = head_dim
        self.num_heads = dim // head_dim
        self.scale = head_dim ** -0.5
        with self.name_scope():
            self.pe = nn.Conv2D(dim, spatial_shape, padding=(spatial_shape[0] // 2, spatial_shape[1] // 2),
                                groups=dim, in_channels=dim)
            self.norm = nn.BatchNorm(in_channels=dim)
            self.qkv = nn.Dense(dim * 3, in_units=dim, flatten=False, use_bias=False)
            self.proj = nn.Dense(dim, in_units=dim, flatten=False)

    def hybrid_forward(self, F, x):
        x = self.pe(x) + x
        shortcut = x
        x = self.norm(x)
        B, C, H, W = x.shape
        N = H * W
        x = x.reshape((B, C, N)).transpose((0, 2, 1))
        qkv = self.qkv(x).reshape((B, N, 3, self.num_heads, self.head_dim)).transpose((2, 0, 3, 1, 4))
        q, k, v = qkv[0], qkv[1], qkv[2]
        q = q.reshape((-3, N, self.head_dim))
        k = k.reshape((-3, N, self.head_dim))
        v = v.reshape((-3, N, self.head_dim))
        attn = F.batch_dot(q * self.scale, k, transpose_b=True)
        attn = F.softmax(attn, axis=-1)
        x = F.batch_dot(attn, v).reshape((B, self.num_heads, N, self.head_dim))
        x = x.transpose((0, 2, 1, 3)).reshape((B, N, C))
        x = self.proj(x)
        x = x.transpose((0, 2, 1)).reshape((B, C, H, W))
        return shortcut + x
