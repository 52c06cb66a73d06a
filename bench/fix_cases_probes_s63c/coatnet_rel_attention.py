"""CoAtNet's relative attention on a feature map: a bias table of (2 * ih - 1) * (2 * iw - 1) rows
per head from the configured image size, gathered by a relative index constant built in __init__
(`self.relative_index = nd.array(...)`), tokens by `B, C, H, W = x.shape`, heads by reshapes, the
gathered bias added to the logits by a plain `+` and the output back to a map."""
import numpy as np
import mxnet as mx
from mxnet import nd
from mxnet.gluon import nn


INPUTS = [(2, 8, 3, 3)]


class Net(nn.HybridBlock):
    def __init__(self, inp=8, oup=8, image_size=(3, 3), heads=2, dim_head=4, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.ih, self.iw = image_size
        self.heads = heads
        self.dim_head = dim_head
        self.scale = dim_head ** -0.5
        inner_dim = heads * dim_head
        coords = np.stack(np.meshgrid(np.arange(self.ih), np.arange(self.iw), indexing='ij'))
        coords = coords.reshape(2, -1)
        relative_coords = coords[:, :, None] - coords[:, None, :]
        relative_coords[0] += self.ih - 1
        relative_coords[1] += self.iw - 1
        relative_coords[0] *= 2 * self.iw - 1
        self.relative_index = nd.array(relative_coords.sum(0).reshape(-1))
        with self.name_scope():
            self.relative_bias_table = self.params.get(
                'relative_bias_table', shape=((2 * self.ih - 1) * (2 * self.iw - 1), heads),
                init=mx.init.Normal(0.5))
            self.to_qkv = nn.Dense(inner_dim * 3, in_units=inp, flatten=False, use_bias=False)
            self.to_out = nn.Dense(oup, in_units=inner_dim, flatten=False)

    def hybrid_forward(self, F, x, relative_bias_table):
        B, C, H, W = x.shape
        N = H * W
        x = x.reshape((B, C, N)).transpose((0, 2, 1))
        q, k, v = F.split(self.to_qkv(x), num_outputs=3, axis=-1)
        q = q.reshape((B, N, self.heads, self.dim_head)).transpose((0, 2, 1, 3)).reshape((-1, N, self.dim_head))
        k = k.reshape((B, N, self.heads, self.dim_head)).transpose((0, 2, 1, 3)).reshape((-1, N, self.dim_head))
        v = v.reshape((B, N, self.heads, self.dim_head)).transpose((0, 2, 1, 3)).reshape((-1, N, self.dim_head))
        dots = F.batch_dot(q, k, transpose_b=True) * self.scale

        relative_bias = F.take(relative_bias_table, self.relative_index)
        relative_bias = relative_bias.reshape((N, N, self.heads)).transpose((2, 0, 1))
        dots = dots.reshape((B, self.heads, N, N)) + relative_bias.expand_dims(0)
        attn = F.softmax(dots, axis=-1).reshape((-1, N, N))

        out = F.batch_dot(attn, v).reshape((B, self.heads, N, self.dim_head))
        out = self.to_out(out.transpose((0, 2, 1, 3)).reshape((B, N, -1)))
        return out.transpose((0, 2, 1)).reshape((B, -1, H, W))
