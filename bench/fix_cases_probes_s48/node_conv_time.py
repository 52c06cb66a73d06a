"""Convolutional ODE function: the time appended as a constant channel of the feature map."""
from mxnet.gluon import nn


INPUTS = [(2, 3, 5, 5)]


class Net(nn.HybridBlock):
    def __init__(self, channels=3, steps=2, **kwargs):
        super(Net, self).__init__(**kwargs)
        self._steps = steps
        with self.name_scope():
            self.conv = nn.Conv2D(channels, 3, padding=1, in_channels=channels + 1)

    def dynamics(self, F, h, t):
        tt = F.ones((h.shape[0], 1, h.shape[2], h.shape[3])) * t
        return F.tanh(self.conv(F.concat(h, tt, dim=1)))

    def hybrid_forward(self, F, x):
        dt = 1.0 / self._steps
        h = x
        for i in range(self._steps):
            h = h + dt * self.dynamics(F, h, i * dt)
        return h
