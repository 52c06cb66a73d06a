"""Memory-augmented autoencoder: the code addresses a learned memory, small weights are shrunk to zero, the read replaces the code."""
from mxnet.gluon import nn


INPUTS = [(3, 5)]


class Net(nn.HybridBlock):
    def __init__(self, code=4, slots=6, shrink=0.05, **kwargs):
        super(Net, self).__init__(**kwargs)
        self._shrink = shrink
        with self.name_scope():
            self.enc = nn.Dense(code, in_units=5)
            self.memory = self.params.get('memory', shape=(slots, code))

    def hybrid_forward(self, F, x, memory):
        z = self.enc(x)
        att = F.softmax(F.dot(z, memory.T), axis=1)
        att = F.relu(att - self._shrink) * att / (F.abs(att - self._shrink) + 1e-12)
        att = F.broadcast_div(att, F.sum(att, axis=1, keepdims=True) + 1e-12)
        return F.dot(att, memory)
