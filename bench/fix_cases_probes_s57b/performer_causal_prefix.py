"""Causal linear attention by prefix sums over time: the running key-value state and key sum started from `F.zeros` of `(q.shape[0], q.shape[2], v.shape[2])`, a python loop over `q.shape[1]` reading `k[:, t]`, `v[:, t]`, `q[:, t]`, the state updated by an outer product, each step divided by its normaliser column, stacked over time."""
from mxnet.gluon import nn


INPUTS = [(2, 4, 3)]


class Net(nn.HybridBlock):
    def __init__(self, dim=3, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.q = nn.Dense(dim, in_units=dim, flatten=False)
            self.k = nn.Dense(dim, in_units=dim, flatten=False)
            self.v = nn.Dense(dim, in_units=dim, flatten=False)

    def hybrid_forward(self, F, x):
        q = F.relu(self.q(x)) + 1e-3
        k = F.relu(self.k(x)) + 1e-3
        v = self.v(x)
        state = F.zeros((q.shape[0], q.shape[2], v.shape[2]))
        ksum = F.zeros((q.shape[0], q.shape[2]))
        outs = []
        for t in range(q.shape[1]):
            kt, vt, qt = k[:, t], v[:, t], q[:, t]
            state = state + F.batch_dot(kt.expand_dims(2), vt.expand_dims(1))
            ksum = ksum + kt
            num = F.batch_dot(qt.expand_dims(1), state).reshape((0, -1))
            den = (qt * ksum).sum(axis=1, keepdims=True)
            outs.append(num / den)
        return F.stack(*outs, axis=1)
