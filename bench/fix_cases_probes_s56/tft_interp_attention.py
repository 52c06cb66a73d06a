"""Interpretable multi-head attention (TFT): per-head queries and keys, one value projection shared by the heads, a causal mask built as nd.array(np.triu(...)) of the sequence length, the heads averaged by `+=` and the scale from the key width."""
import math

import numpy as np
from mxnet import nd
from mxnet.gluon import nn


INPUTS = [(2, 5, 4)]


class Net(nn.HybridBlock):
    def __init__(self, heads=2, dim=4, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.heads = heads
        with self.name_scope():
            self.q = nn.Dense(heads * dim, in_units=4, flatten=False, use_bias=False)
            self.k = nn.Dense(heads * dim, in_units=4, flatten=False, use_bias=False)
            self.v = nn.Dense(dim, in_units=4, flatten=False, use_bias=False)

    def hybrid_forward(self, F, x):
        t = x.shape[1]
        qs = F.split(self.q(x), num_outputs=self.heads, axis=2)
        ks = F.split(self.k(x), num_outputs=self.heads, axis=2)
        v = self.v(x)
        mask = nd.array(np.triu(np.ones((t, t)), 1)) * -1e9
        out = F.zeros_like(v)
        for q, k in zip(qs, ks):
            s = F.batch_dot(q, k, transpose_b=True) / math.sqrt(k.shape[-1])
            out += F.batch_dot(F.softmax(s + mask, axis=-1), v)
        return out / self.heads
