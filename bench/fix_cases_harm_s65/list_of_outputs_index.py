"""A python list of layer outputs indexed from the end."""
from mxnet.gluon import nn


INPUTS = [(2, 4, 6)]


class Net(nn.HybridBlock):
    def __init__(self, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.fcs = nn.HybridSequential()
        for _ in range(3):
            self.fcs.add(nn.Dense(6, flatten=False, in_units=6))

    def hybrid_forward(self, F, x):
        B, C, T = x.shape
        outs = []
        h = x
        for fc in self.fcs:
            h = fc(h)
            outs.append(h)
        return outs[-1].reshape((B, -1)) + outs[0].reshape((B, -1))
