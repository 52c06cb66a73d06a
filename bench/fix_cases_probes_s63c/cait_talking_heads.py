"""CaiT's self-attention stage with talking heads: `qkv = self.qkv(x).reshape((B, N, 3, H, C // H))
.transpose((2, 0, 3, 1, 4))` unpacked by `qkv[0] * self.scale, qkv[1], qkv[2]`, the logits mixed across
heads by a Dense on the heads axis before and after the softmax (`proj_l`, `proj_w`), and the block's
residuals with LayerScale `x + gamma_1 * self.attn(self.norm1(x))` ((C,) parameters times (B, N, C))."""
import mxnet as mx
from mxnet.gluon import nn


INPUTS = [(2, 6, 8)]


class TalkingHeadAttention(nn.HybridBlock):
    def __init__(self, dim, num_heads=2, **kwargs):
        super(TalkingHeadAttention, self).__init__(**kwargs)
        self.num_heads = num_heads
        self.scale = (dim // num_heads) ** -0.5
        with self.name_scope():
            self.qkv = nn.Dense(dim * 3, in_units=dim, flatten=False, use_bias=False)
            self.proj = nn.Dense(dim, in_units=dim, flatten=False)
            self.proj_l = nn.Dense(num_heads, in_units=num_heads, flatten=False)
            self.proj_w = nn.Dense(num_heads, in_units=num_heads, flatten=False)

    def hybrid_forward(self, F, x):
        B, N, C = x.shape
        H = self.num_heads
        qkv = self.qkv(x).reshape((B, N, 3, H, C // H)).transpose((2, 0, 3, 1, 4))
        q, k, v = qkv[0] * self.scale, qkv[1], qkv[2]
        attn = F.batch_dot(q.reshape((B * H, N, -1)), k.reshape((B * H, N, -1)), transpose_b=True)
        attn = attn.reshape((B, H, N, N))
        attn = self.proj_l(attn.transpose((0, 2, 3, 1))).transpose((0, 3, 1, 2))
        attn = F.softmax(attn, axis=-1)
        attn = self.proj_w(attn.transpose((0, 2, 3, 1))).transpose((0, 3, 1, 2))
        x = F.batch_dot(attn.reshape((B * H, N, N)), v.reshape((B * H, N, -1)))
        x = x.reshape((B, H, N, C // H)).transpose((0, 2, 1, 3)).reshape((B, N, C))
        return self.proj(x)


class Net(nn.HybridBlock):
    def __init__(self, dim=8, init_values=0.1, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.norm1 = nn.LayerNorm(in_channels=dim)
            self.attn = TalkingHeadAttention(dim)
            self.norm2 = nn.LayerNorm(in_channels=dim)
            self.mlp = nn.Dense(dim, in_units=dim, flatten=False)
            self.gamma_1 = self.params.get('gamma_1', shape=(dim,), init=mx.init.Constant(init_values))
            self.gamma_2 = self.params.get('gamma_2', shape=(dim,), init=mx.init.Constant(init_values))

    def hybrid_forward(self, F, x, gamma_1, gamma_2):
        x = x + gamma_1 * self.attn(self.norm1(x))
        x = x + gamma_2 * self.mlp(self.norm2(x))
        return x
