"""EdgeNeXt's transposed (cross-covariance) attention with its Fourier positional encoding: `PositionalEncodingFourier`
builds sin/cos features of a normalised coordinate grid (`y_embed = cumsum` of ones over H, `x_embed` over W,
scaled by 2*pi, divided by `temperature ** (2 * (dim_t // 2) / hidden_dim)` from `nd.arange(hidden_dim)`), projected
by a 1x1 conv and added to the tokens; XCA splits heads from `B, N, C = x.shape`, L2-normalises q and k along the
tokens, and takes attention over channels `q @ k^T * temperature` with a learned (heads, 1, 1) temperature."""
import math

from mxnet import init, nd
from mxnet.gluon import nn


INPUTS = [(2, 8, 3, 4)]


class Net(nn.HybridBlock):
    def __init__(self, dim=8, num_heads=2, hidden_dim=4, temperature=10000, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.num_heads = num_heads
        self.hidden_dim = hidden_dim
        self.pos_temperature = temperature
        self.scale = 2 * math.pi
        with self.name_scope():
            self.token_projection = nn.Conv2D(dim, 1, in_channels=hidden_dim * 2)
            self.temperature = self.params.get('temperature', shape=(num_heads, 1, 1), init=init.One())
            self.qkv = nn.Dense(dim * 3, in_units=dim, flatten=False)
            self.proj = nn.Dense(dim, in_units=dim, flatten=False)

    def pos_encoding(self, F, B, H, W):
        mask = nd.ones((B, H, W))
        y_embed = F.cumsum(mask, axis=1)
        x_embed = F.cumsum(mask, axis=2)
        eps = 1e-6
        y_embed = y_embed / (y_embed[:, -1:, :] + eps) * self.scale
        x_embed = x_embed / (x_embed[:, :, -1:] + eps) * self.scale
        dim_t = nd.arange(self.hidden_dim)
        dim_t = self.pos_temperature ** (2 * F.floor(dim_t / 2) / self.hidden_dim)
        pos_x = x_embed.expand_dims(-1) / dim_t
        pos_y = y_embed.expand_dims(-1) / dim_t
        pos_x = F.stack(F.sin(pos_x[:, :, :, 0::2]), F.cos(pos_x[:, :, :, 1::2]), axis=4).reshape((B, H, W, -1))
        pos_y = F.stack(F.sin(pos_y[:, :, :, 0::2]), F.cos(pos_y[:, :, :, 1::2]), axis=4).reshape((B, H, W, -1))
        pos = F.concat(pos_y, pos_x, dim=3).transpose((0, 3, 1, 2))
        return self.token_projection(pos)

    def hybrid_forward(self, F, x, temperature):
        B, C, H, W = x.shape
        x = (x + self.pos_encoding(F, B, H, W)).reshape((B, C, H * W)).transpose((0, 2, 1))
        B, N, C = x.shape
        qkv = self.qkv(x).reshape((B, N, 3, self.num_heads, C // self.num_heads)).transpose((2, 0, 3, 4, 1))
        q, k, v = qkv[0], qkv[1], qkv[2]
        q = F.L2Normalization(q.reshape((-1, N)), mode='instance').reshape(q.shape)
        k = F.L2Normalization(k.reshape((-1, N)), mode='instance').reshape(k.shape)
        attn = F.batch_dot(q.reshape((-3, 0, 0)), k.reshape((-3, 0, 0)), transpose_b=True)
        attn = attn.reshape((B, self.num_heads, C // self.num_heads, -1)) * temperature
        attn = F.softmax(attn, axis=-1)
        out = F.batch_dot(attn.reshape((-3, 0, 0)), v.reshape((-3, 0, 0)))
        out = out.reshape((B, C, N)).transpose((0, 2, 1))
        return self.proj(out)
