"""T2T-ViT's token transformer and ViT backbone entry: single-head attention whose value width differs
from the input (`x = v + x` skip on the projected values), the class token broadcast over the batch by
`F.broadcast_to(cls_token, (B, 1, C))` with `B = x.shape[0]`, and the fixed sinusoid position table
built by numpy in __init__ and kept as `self.pos_embed = nd.array(...)`, added by `x = x + self.pos_embed`."""
import numpy as np
import mxnet as mx
from mxnet import nd
from mxnet.gluon import nn


INPUTS = [(2, 4, 6)]


def get_sinusoid_encoding(n_position, d_hid):
    def get_position_angle_vec(position):
        return [position / np.power(10000, 2 * (hid_j // 2) / d_hid) for hid_j in range(d_hid)]

    table = np.array([get_position_angle_vec(pos_i) for pos_i in range(n_position)])
    table[:, 0::2] = np.sin(table[:, 0::2])
    table[:, 1::2] = np.cos(table[:, 1::2])
    return nd.array(table[None])


class TokenAttention(nn.HybridBlock):
    def __init__(self, dim, in_dim, **kwargs):
        super(TokenAttention, self).__init__(**kwargs)
        self.in_dim = in_dim
        self.scale = in_dim ** -0.5
        with self.name_scope():
            self.qkv = nn.Dense(in_dim * 3, in_units=dim, flatten=False, use_bias=False)
            self.proj = nn.Dense(in_dim, in_units=in_dim, flatten=False)

    def hybrid_forward(self, F, x):
        B, N, C = x.shape
        q, k, v = F.split(self.qkv(x), num_outputs=3, axis=-1)
        attn = F.softmax(F.batch_dot(q * self.scale, k, transpose_b=True), axis=-1)
        x = self.proj(F.batch_dot(attn, v))
        return v + x


class Net(nn.HybridBlock):
    def __init__(self, dim=6, embed_dim=8, num_patches=4, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.pos_embed = get_sinusoid_encoding(num_patches + 1, embed_dim)
        with self.name_scope():
            self.attn = TokenAttention(dim, embed_dim)
            self.norm = nn.LayerNorm(in_channels=embed_dim)
            self.cls_token = self.params.get('cls_token', shape=(1, 1, embed_dim),
                                             init=mx.init.Normal(0.5))

    def hybrid_forward(self, F, x, cls_token):
        x = self.attn(x)
        B = x.shape[0]
        cls_tokens = F.broadcast_to(cls_token, (B, 1, x.shape[2]))
        x = F.concat(cls_tokens, x, dim=1)
        x = x + self.pos_embed
        return self.norm(x)
