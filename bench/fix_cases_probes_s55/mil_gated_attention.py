"""Gated attention MIL over a batch of bags: tanh(V h) * sigmoid(U h) attention, softmax over the instance axis, the (B, K, 1) weights multiplied into (B, K, D) instances and summed."""
from mxnet.gluon import nn


INPUTS = [(2, 5, 4)]


class Net(nn.HybridBlock):
    def __init__(self, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.V = nn.Dense(3, in_units=4, flatten=False)
            self.U = nn.Dense(3, in_units=4, flatten=False)
            self.w = nn.Dense(1, in_units=3, flatten=False)
            self.cls = nn.Dense(2, in_units=4)

    def hybrid_forward(self, F, h):
        a = self.w(F.tanh(self.V(h)) * F.sigmoid(self.U(h)))
        a = F.softmax(a, axis=1)
        z = (a * h).sum(axis=1)
        return self.cls(z)
