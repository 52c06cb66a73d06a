"""FedPer / LG-FedAvg style model: a shared base, a personal head chosen by a python `if` on the client's flag read with `.asscalar()`, the two heads of the same width."""
from mxnet.gluon import nn


INPUTS = [(2, 4), (1,)]


class Net(nn.HybridBlock):
    def __init__(self, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.base = nn.Dense(6, in_units=4, activation='relu')
            self.head_global = nn.Dense(3, in_units=6)
            self.head_local = nn.Dense(3, in_units=6)

    def hybrid_forward(self, F, x, flag):
        h = self.base(x)
        if flag.asscalar() > 0:
            out = self.head_local(h)
        else:
            out = self.head_global(h)
        return out
