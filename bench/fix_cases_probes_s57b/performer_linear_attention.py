"""Kernelised (linear) attention with elu + 1 features: heads split by `B, L, D = x.shape` into `(B * heads, L, D // heads)`, the key-value summary by `batch_dot(k, v, transpose_a=True)`, the normaliser `1 / (q . sum_k)` an (N, L, 1) column multiplied with `*`, and the heads merged back."""
from mxnet.gluon import nn


INPUTS = [(2, 5, 4)]


class Net(nn.HybridBlock):
    def __init__(self, dim=4, heads=2, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.heads = heads
        with self.name_scope():
            self.qkv = nn.Dense(3 * dim, in_units=dim, flatten=False)

    def hybrid_forward(self, F, x):
        B, L, D = x.shape
        q, k, v = F.split(self.qkv(x), num_outputs=3, axis=-1)
        q, k, v = [t.reshape((B, L, self.heads, D // self.heads)).transpose((0, 2, 1, 3))
                   .reshape((B * self.heads, L, -1)) for t in (q, k, v)]
        q = F.LeakyReLU(q, act_type='elu') + 1
        k = F.LeakyReLU(k, act_type='elu') + 1
        kv = F.batch_dot(k, v, transpose_a=True)
        z = 1.0 / (F.batch_dot(q, k.sum(axis=1, keepdims=True), transpose_b=True) + 1e-6)
        out = F.batch_dot(q, kv) * z
        return out.reshape((B, self.heads, L, -1)).transpose((0, 2, 1, 3)).reshape((B, L, D))
