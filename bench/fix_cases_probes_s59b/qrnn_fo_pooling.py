"""QRNN fo-pooling: a Conv1D computes the candidate, forget and output gates at once (`F.split(..., 3, axis=1)`), then `for t in range(x.shape[2])` updates `c = f[:, :, t] * c + (1 - f[:, :, t]) * z[:, :, t]` from `c = F.zeros((x.shape[0], self.hidden))` and stacks `o[:, :, t] * c`."""
from mxnet.gluon import nn


INPUTS = [(2, 3, 4)]


class Net(nn.HybridBlock):
    def __init__(self, hidden=5, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.hidden = hidden
        with self.name_scope():
            self.gates = nn.Conv1D(3 * hidden, 1, in_channels=3)

    def hybrid_forward(self, F, x):
        z, f, o = F.split(self.gates(x), num_outputs=3, axis=1)
        z, f, o = F.tanh(z), F.sigmoid(f), F.sigmoid(o)
        c = F.zeros((x.shape[0], self.hidden))
        hs = []
        for t in range(x.shape[2]):
            c = f[:, :, t] * c + (1 - f[:, :, t]) * z[:, :, t]
            hs.append(o[:, :, t] * c)
        return F.stack(*hs, axis=2)
