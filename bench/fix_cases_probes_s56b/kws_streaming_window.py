"""Streaming keyword spotting: the newest `win` frames kept by a negative slice, a short stream left-padded with zeros of (N, pad, F) to the window, the window averaged and classified."""
from mxnet.gluon import nn


INPUTS = [(2, 3, 4)]


class Net(nn.HybridBlock):
    def __init__(self, win=5, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.win = win
        with self.name_scope():
            self.cls = nn.Dense(3, in_units=4)

    def hybrid_forward(self, F, x):
        x = x[:, -self.win:]
        pad = self.win - x.shape[1]
        if pad > 0:
            x = F.concat(F.zeros((x.shape[0], pad, x.shape[2])), x, dim=1)
        return self.cls(x.mean(axis=1))
