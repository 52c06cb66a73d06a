"""Longformer's global attention on the first `num_global` tokens (a [CLS] and a question): the global
rows `x[:, :g]` attend to every position, the rest keep their local result; the global keys are added
to every local score by a plain `+` of a (n, t, g) and (n, t, 1) pair, and the pieces are joined by
`F.concat` along time after `x[:, g:]`."""
import math
from mxnet.gluon import nn


INPUTS = [(2, 6, 4)]


class Net(nn.HybridBlock):
    def __init__(self, d=4, num_global=2, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.g = num_global
        with self.name_scope():
            self.qg = nn.Dense(d, in_units=d, flatten=False)
            self.kg = nn.Dense(d, in_units=d, flatten=False)

    def hybrid_forward(self, F, x):
        g = self.g
        scale = 1.0 / math.sqrt(x.shape[2])
        glob = x[:, :g]
        q, k = self.qg(glob), self.kg(x)
        att = F.softmax(F.batch_dot(q, k, transpose_b=True) * scale, axis=-1)
        glob_out = F.batch_dot(att, x)
        local_scores = F.batch_dot(x[:, g:], self.kg(glob), transpose_b=True) * scale
        self_score = (x[:, g:] * x[:, g:]).sum(axis=-1, keepdims=True) * scale
        local_att = F.softmax(local_scores + self_score, axis=-1)
        local_out = F.batch_dot(local_att, glob) + x[:, g:]
        return F.concat(glob_out, local_out, dim=1)
