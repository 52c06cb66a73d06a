"""NTM content addressing: cosine similarity of a key `(n, m)` against every memory row `(n, N, m)` by `F.batch_dot(mem, key.expand_dims(2)).squeeze(axis=2)` over the product of norms, sharpened by a key strength `beta` of shape `(n, 1)` with a plain `beta * sim` before the softmax."""
from mxnet.gluon import nn


INPUTS = [(2, 6), (2, 5, 4)]


class Net(nn.HybridBlock):
    def __init__(self, m=4, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.key = nn.Dense(m, in_units=6)
            self.beta = nn.Dense(1, in_units=6)

    def hybrid_forward(self, F, h, mem):
        key = F.tanh(self.key(h))
        beta = F.Activation(self.beta(h), 'softrelu')
        dot = F.batch_dot(mem, key.expand_dims(2)).squeeze(axis=2)
        norm = F.norm(mem, axis=2) * F.norm(key, axis=1, keepdims=True) + 1e-8
        sim = dot / norm
        return F.softmax(beta * sim, axis=1)
