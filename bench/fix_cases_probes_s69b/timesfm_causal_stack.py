"""TimesFM's stacked decoder-only transformer: a causal mask built per call from the number of patches
(`n = x.shape[1]`, `nd.array(np.triu(np.ones((n, n)), k=1))` times a large negative), combined with the
patch padding so that padded patches receive no attention, multi-head attention on (B, H, N, d) by
batch_dot, and a stack of layers in a python list held by a Sequential."""
import numpy as np
from mxnet import nd
from mxnet.gluon import nn


INPUTS = [(2, 5, 8), (2, 5)]


class CausalLayer(nn.HybridBlock):
    def __init__(self, dims, num_heads, **kwargs):
        super(CausalLayer, self).__init__(**kwargs)
        self.num_heads = num_heads
        self.head_dim = dims // num_heads
        with self.name_scope():
            self.qkv = nn.Dense(3 * dims, in_units=dims, flatten=False)
            self.post = nn.Dense(dims, in_units=dims, flatten=False)
            self.norm = nn.LayerNorm(in_channels=dims)
            self.ff = nn.Dense(dims, in_units=dims, flatten=False, activation='relu')

    def hybrid_forward(self, F, x, mask):
        qkv = self.qkv(self.norm(x))
        qkv = qkv.reshape((0, 0, 3, self.num_heads, self.head_dim)).transpose((2, 0, 3, 1, 4))
        q, k, v = [t.reshape((-3, 0, 0)) for t in F.split(qkv, num_outputs=3, axis=0, squeeze_axis=True)]
        att = F.batch_dot(q, k, transpose_b=True) / (self.head_dim ** 0.5)
        att = att.reshape((-4, -1, self.num_heads, 0, 0))
        att = F.softmax(F.broadcast_add(att, mask.expand_dims(1)), axis=-1).reshape((-3, 0, 0))
        out = F.batch_dot(att, v).reshape((-4, -1, self.num_heads, 0, 0)).transpose((0, 2, 1, 3))
        x = x + self.post(out.reshape((0, 0, -3)))
        return x + self.ff(x)


class Net(nn.HybridBlock):
    def __init__(self, dims=8, num_heads=2, num_layers=2, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.layers = nn.HybridSequential()
            for _ in range(num_layers):
                self.layers.add(CausalLayer(dims, num_heads))

    def hybrid_forward(self, F, x, patch_padding):
        n = x.shape[1]
        causal = nd.array(np.triu(np.ones((n, n)), k=1)) * -1e9
        pad = (patch_padding > 0.5).expand_dims(1) * -1e9
        mask = F.broadcast_add(causal.expand_dims(0), pad)
        for layer in self.layers:
            x = layer(x, mask)
        return x
