"""Transformer-XL attention over the cached memory and the segment: keys and values from
`concat(mem, h)` along time, queries from the segment only; `qlen = h.shape[1]`, `klen = cat.shape[1]`,
and the causal mask lets query i see keys up to `i + klen - qlen` by comparing an arange row with an
arange column."""
from mxnet.gluon import nn


INPUTS = [(2, 3, 4), (2, 5, 4)]


class Net(nn.HybridBlock):
    def __init__(self, d=4, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.scale = d ** -0.5
        with self.name_scope():
            self.q = nn.Dense(d, in_units=d, flatten=False)
            self.kv = nn.Dense(2 * d, in_units=d, flatten=False)

    def hybrid_forward(self, F, h, mem):
        cat = F.concat(mem, h, dim=1)
        qlen, klen = h.shape[1], cat.shape[1]
        q = self.q(h)
        k, v = F.split(self.kv(cat), num_outputs=2, axis=2)
        score = F.batch_dot(q, k, transpose_b=True) * self.scale
        cols = F.arange(klen).reshape((1, -1))
        rows = F.arange(qlen).reshape((-1, 1)) + (klen - qlen)
        mask = cols <= rows
        score = F.where(F.broadcast_like(mask.expand_dims(0), score), score, -1e9 * F.ones_like(score))
        return F.batch_dot(F.softmax(score, axis=-1), v)
