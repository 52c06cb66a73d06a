"""Bidirectional flow estimation: one flow net on (I0, I1) and on (I1, I0), flows scaled to pixels by the frame width `i0.shape[3] / 2.0`, intermediate flows at several times t = i / n approximated from both, stacked over time."""
from mxnet.gluon import nn


INPUTS = [(2, 3, 4, 4), (2, 3, 4, 4)]


class Net(nn.HybridBlock):
    def __init__(self, steps=3, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.steps = steps
        with self.name_scope():
            self.flow = nn.Conv2D(2, 3, padding=1, in_channels=6, activation='tanh')

    def hybrid_forward(self, F, i0, i1):
        scale = i0.shape[3] / 2.0
        f01 = self.flow(F.concat(i0, i1, dim=1)) * scale
        f10 = self.flow(F.concat(i1, i0, dim=1)) * scale
        outs = []
        for i in range(1, self.steps):
            t = i / float(self.steps)
            outs.append(-(1 - t) * t * f01 + t * t * f10)
        return F.stack(*outs, axis=1)
