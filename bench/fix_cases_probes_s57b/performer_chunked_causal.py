"""Chunked causal linear attention: the sequence walked in chunks `for s in range(0, x.shape[1], self.chunk)` sliced by `[:, s:s + self.chunk]`, inside a chunk a masked quadratic attention with a lower-triangular mask from `F.arange(c)` of the chunk's `.shape[1]`, across chunks the carried key-value state added with `+=`."""
from mxnet.gluon import nn


INPUTS = [(2, 6, 3)]


class Net(nn.HybridBlock):
    def __init__(self, dim=3, chunk=2, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.chunk = chunk
        with self.name_scope():
            self.qkv = nn.Dense(3 * dim, in_units=dim, flatten=False)

    def hybrid_forward(self, F, x):
        q, k, v = F.split(self.qkv(x), num_outputs=3, axis=-1)
        q, k = F.relu(q), F.relu(k)
        state = F.zeros((x.shape[0], x.shape[2], x.shape[2]))
        outs = []
        for s in range(0, x.shape[1], self.chunk):
            qc, kc, vc = q[:, s:s + self.chunk], k[:, s:s + self.chunk], v[:, s:s + self.chunk]
            c = qc.shape[1]
            tri = F.arange(c).reshape((-1, 1)) >= F.arange(c).reshape((1, -1))
            local = F.batch_dot(F.batch_dot(qc, kc, transpose_b=True) * tri, vc)
            outs.append(local + F.batch_dot(qc, state))
            state += F.batch_dot(kc, vc, transpose_a=True)
        return F.concat(*outs, dim=1)
