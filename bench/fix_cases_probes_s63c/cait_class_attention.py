"""CaiT's class-attention block: only the class token queries (`self.q(u[:, 0])`), keys and values
from all tokens, heads by `B, N, C = x.shape`, the class token updated with LayerScale
`cls + gamma_1 * x_cls` (a (C,) parameter times (B, 1, C)) and a LayerScale'd MLP, the patch tokens
passed through unchanged `F.concat(cls, x[:, 1:], dim=1)`."""
import mxnet as mx
from mxnet.gluon import nn


INPUTS = [(2, 5, 8)]


class Net(nn.HybridBlock):
    def __init__(self, dim=8, num_heads=2, init_values=0.1, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.num_heads = num_heads
        self.scale = (dim // num_heads) ** -0.5
        with self.name_scope():
            self.norm1 = nn.LayerNorm(in_channels=dim)
            self.q = nn.Dense(dim, in_units=dim, flatten=False)
            self.k = nn.Dense(dim, in_units=dim, flatten=False)
            self.v = nn.Dense(dim, in_units=dim, flatten=False)
            self.proj = nn.Dense(dim, in_units=dim, flatten=False)
            self.norm2 = nn.LayerNorm(in_channels=dim)
            self.mlp = nn.HybridSequential()
            self.mlp.add(nn.Dense(dim * 2, in_units=dim, flatten=False, activation='relu'),
                         nn.Dense(dim, in_units=dim * 2, flatten=False))
            self.gamma_1 = self.params.get('gamma_1', shape=(dim,), init=mx.init.Constant(init_values))
            self.gamma_2 = self.params.get('gamma_2', shape=(dim,), init=mx.init.Constant(init_values))

    def hybrid_forward(self, F, x, gamma_1, gamma_2):
        B, N, C = x.shape
        h = self.num_heads
        u = self.norm1(x)
        q = self.q(u[:, 0]).reshape((B, h, 1, C // h)) * self.scale
        k = self.k(u).reshape((B, N, h, C // h)).transpose((0, 2, 1, 3))
        v = self.v(u).reshape((B, N, h, C // h)).transpose((0, 2, 1, 3))
        attn = F.batch_dot(q.reshape((B * h, 1, -1)), k.reshape((B * h, N, -1)), transpose_b=True)
        attn = F.softmax(attn, axis=-1)
        x_cls = F.batch_dot(attn, v.reshape((B * h, N, -1))).reshape((B, 1, C))
        cls = x[:, 0:1] + gamma_1 * self.proj(x_cls)
        cls = cls + gamma_2 * self.mlp(self.norm2(cls))
        return F.concat(cls, x[:, 1:], dim=1)
