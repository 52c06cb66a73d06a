"""Gradient-free evaluation of an implicit network over many coordinates in chunks: `for s in range(0, coords.shape[1], self.chunk)` feeding `coords[:, s:s + self.chunk]` to the sine MLP and concatenating the pieces on axis 1."""
from mxnet.gluon import nn


INPUTS = [(2, 7, 2)]


class Sine(nn.HybridBlock):
    def __init__(self, units, in_units, omega_0=30.0, **kwargs):
        super(Sine, self).__init__(**kwargs)
        self.omega_0 = omega_0
        with self.name_scope():
            self.fc = nn.Dense(units, in_units=in_units, flatten=False)

    def hybrid_forward(self, F, x):
        return F.sin(self.omega_0 * self.fc(x))


class Net(nn.HybridBlock):
    def __init__(self, chunk=3, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.chunk = chunk
        with self.name_scope():
            self.body = nn.HybridSequential()
            self.body.add(Sine(6, 2), Sine(6, 6), nn.Dense(1, in_units=6, flatten=False))

    def hybrid_forward(self, F, coords):
        outs = []
        for s in range(0, coords.shape[1], self.chunk):
            outs.append(self.body(coords[:, s:s + self.chunk]))
        return F.concat(*outs, dim=1)
