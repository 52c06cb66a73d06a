"""Transformer-XL's sinusoidal relative position embedding: positions `klen - 1 ... 0` for
`klen = mem.shape[1] + x.shape[1]`, times the held `inv_freq` (an nd.array from numpy), sin and cos
concatenated and projected per head."""
import numpy as np
from mxnet import nd
from mxnet.gluon import nn


INPUTS = [(2, 3, 6), (2, 2, 6)]


class Net(nn.HybridBlock):
    def __init__(self, d=6, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.inv_freq = nd.array(1.0 / (10000 ** (np.arange(0.0, d, 2.0) / d)))
        with self.name_scope():
            self.r_net = nn.Dense(d, in_units=d, flatten=False)

    def hybrid_forward(self, F, x, mem):
        klen = mem.shape[1] + x.shape[1]
        pos_seq = F.arange(klen - 1, -1, -1.0)
        sinusoid = F.dot(pos_seq.reshape((-1, 1)), self.inv_freq.reshape((1, -1)))
        pos_emb = F.concat(F.sin(sinusoid), F.cos(sinusoid), dim=-1)
        r = self.r_net(pos_emb)
        return F.dot(x, r, transpose_b=True)
