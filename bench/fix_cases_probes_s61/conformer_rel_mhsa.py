"""Conformer's relative-position attention: positions `F.arange(T - 1, -T, -1)` embedded sinusoidally in numpy on the host (`np.sin` of `pos.asnumpy()`), projected, scores `(q + u) q.k + (q + v) q.p` with the (H, 1, dk) biases added to (B, H, T, dk) by plain `+`, heads split by `x.reshape((B, T, H, -1))` from `B, T, _ = x.shape`."""
import numpy as np
from mxnet import nd
from mxnet.gluon import nn


INPUTS = [(2, 3, 4)]


class Net(nn.HybridBlock):
    def __init__(self, dim=4, heads=2, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.heads = heads
        self.dk = dim // heads
        with self.name_scope():
            self.qkv = nn.Dense(3 * dim, flatten=False, in_units=dim)
            self.pos = nn.Dense(dim, flatten=False, use_bias=False, in_units=dim)
            self.pos_bias_u = self.params.get('pos_bias_u', shape=(heads, 1, dim // heads))
            self.pos_bias_v = self.params.get('pos_bias_v', shape=(heads, 1, dim // heads))

    def hybrid_forward(self, F, x, pos_bias_u, pos_bias_v):
        B, T, D = x.shape
        pos = F.arange(T - 1, -T, -1).asnumpy()
        inv = 1.0 / (10000 ** (np.arange(0, D, 2) / D))
        ang = pos[:, None] * inv[None, :]
        pe = nd.array(np.concatenate([np.sin(ang), np.cos(ang)], axis=1)).expand_dims(0)
        p = self.pos(pe).reshape((1, 2 * T - 1, self.heads, self.dk)).transpose((0, 2, 1, 3))
        q, k, v = F.split(self.qkv(x), 3, axis=-1)
        q = q.reshape((B, T, self.heads, -1)).transpose((0, 2, 1, 3))
        k = k.reshape((B, T, self.heads, -1)).transpose((0, 2, 1, 3))
        v = v.reshape((B, T, self.heads, -1)).transpose((0, 2, 1, 3))
        ac = F.linalg.gemm2(q + pos_bias_u, k, transpose_b=True)
        bd = F.linalg.gemm2(q + pos_bias_v, p.broadcast_to((B, self.heads, 2 * T - 1, self.dk)), transpose_b=True)
        scores = (ac + bd[:, :, :, :T]) / np.sqrt(self.dk)
        out = F.linalg.gemm2(F.softmax(scores, axis=-1), v)
        return out.transpose((0, 2, 1, 3)).reshape((B, T, -1))
