"""NTM erase/add write over time steps: memory starts as `F.ones((x.shape[0], self.N, self.M)) * 1e-6`, each step `mem = mem * (1 - F.batch_dot(w.expand_dims(2), e.expand_dims(1))) + F.batch_dot(w.expand_dims(2), a.expand_dims(1))` for `t in range(x.shape[1])` with `x[:, t]`."""
from mxnet.gluon import nn


INPUTS = [(2, 3, 4)]


class Net(nn.HybridBlock):
    def __init__(self, N=5, M=3, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.N, self.M = N, M
        with self.name_scope():
            self.addr = nn.Dense(N, in_units=4)
            self.erase = nn.Dense(M, in_units=4)
            self.add_ = nn.Dense(M, in_units=4)

    def hybrid_forward(self, F, x):
        mem = F.ones((x.shape[0], self.N, self.M)) * 1e-6
        for t in range(x.shape[1]):
            xt = x[:, t]
            w = F.softmax(self.addr(xt), axis=1)
            e = F.sigmoid(self.erase(xt))
            a = F.tanh(self.add_(xt))
            mem = mem * (1 - F.batch_dot(w.expand_dims(2), e.expand_dims(1))) \
                + F.batch_dot(w.expand_dims(2), a.expand_dims(1))
        return mem
