"""Adapted from kohillyang/CRNN.mxnet (crnn.py, CRNN.hybrid_forward): conv features collapsed over the
height by the tensor's own `max(axis=2)`, a bare `squeeze()`, `transpose(axes=...)` to NTC, then a
bidirectional LSTM and a per-step Dense."""
import mxnet as mx
from mxnet.gluon import nn

INPUTS = [(2, 1, 8, 10)]


class CRNN(nn.HybridBlock):
    def __init__(self, n_out=5, **kwargs):
        super().__init__(**kwargs)
        self.cnn = nn.HybridSequential()
        self.cnn.add(nn.Conv2D(4, 3, padding=1), nn.BatchNorm(), nn.LeakyReLU(0.1),
                     nn.MaxPool2D(pool_size=(2, 2), strides=(2, 1), padding=(0, 1)))
        self.lstm = mx.gluon.rnn.LSTM(hidden_size=3, layout='NTC', bidirectional=True)
        self.fc = nn.Dense(units=n_out, flatten=False)

    def hybrid_forward(self, F, x, *args, **kwargs):
        x = self.cnn(x)
        x = x.max(axis=2)
        x = x.squeeze()
        x = x.transpose(axes=(0, 2, 1))
        return self.fc(self.lstm(x))


Net = CRNN
