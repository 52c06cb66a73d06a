"""A two-hop GraphSAGE minibatch in one feature table: targets first, then their fan-out samples, `n = x.shape[0] // (1 + S)`; `x[:n]` are the targets and `x[n:].reshape((n, S, -1))` their neighbours, averaged and summed with the self term; the degree scale is `nd.array([S] * n)` built on the host."""
import mxnet as mx
from mxnet.gluon import nn


INPUTS = [(12, 3)]


class Net(nn.HybridBlock):
    def __init__(self, d=3, out=4, fanout=2, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.fanout = fanout
        with self.name_scope():
            self.w_self = nn.Dense(out, in_units=d)
            self.w_neigh = nn.Dense(out, in_units=d, use_bias=False)

    def hybrid_forward(self, F, x):
        n = x.shape[0] // (1 + self.fanout)
        targets = x[:n]
        neigh = x[n:].reshape((n, self.fanout, -1)).sum(axis=1)
        deg = mx.nd.array([self.fanout] * n).reshape((n, 1))
        return F.relu(self.w_self(targets) + self.w_neigh(neigh / deg))
