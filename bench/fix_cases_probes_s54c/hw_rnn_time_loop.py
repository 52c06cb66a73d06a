"""Stroke RNN unrolled by hand: the state starts as zeros of the batch size and steps over the sequence's time axis in a python loop."""
from mxnet.gluon import nn


INPUTS = [(2, 4, 3)]


class Net(nn.HybridBlock):
    def __init__(self, hidden=6, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.hidden = hidden
        with self.name_scope():
            self.i2h = nn.Dense(hidden, in_units=3)
            self.h2h = nn.Dense(hidden, in_units=hidden, use_bias=False)

    def hybrid_forward(self, F, strokes):
        h = F.zeros((strokes.shape[0], self.hidden))
        outs = []
        for t in range(strokes.shape[1]):
            h = F.tanh(self.i2h(strokes[:, t, :]) + self.h2h(h))
            outs.append(h)
        return F.stack(*outs, axis=1)
