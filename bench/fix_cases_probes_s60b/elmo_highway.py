"""ELMo's highway layers over the character encoding: each layer's projection `(..., 2 * D)` split by `proj[:, :, :D]` and `proj[:, :, D:]` with `D = x.shape[-1]`, the gate a sigmoid, `x = gate * x + (1 - gate) * nonlin`."""
from mxnet.gluon import nn


INPUTS = [(2, 3, 4)]


class Net(nn.HybridBlock):
    def __init__(self, d=4, layers=2, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.layers = nn.HybridSequential()
            for _ in range(layers):
                self.layers.add(nn.Dense(2 * d, in_units=d, flatten=False))

    def hybrid_forward(self, F, x):
        D = x.shape[-1]
        for layer in self.layers:
            proj = layer(x)
            nonlin, gate = F.relu(proj[:, :, :D]), F.sigmoid(proj[:, :, D:])
            x = gate * x + (1 - gate) * nonlin
        return x
