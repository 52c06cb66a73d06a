"""ConvLSTM encoder: the hidden and cell maps start at zero and one cell is applied to every frame of the clip; the last hidden map is returned."""
from mxnet.gluon import nn


INPUTS = [(2, 3, 2, 4, 4)]


class Net(nn.HybridBlock):
    def __init__(self, hidden=3, in_channels=2, **kwargs):
        super(Net, self).__init__(**kwargs)
        self._hidden = hidden
        with self.name_scope():
            self.gates = nn.Conv2D(4 * hidden, 3, padding=1, in_channels=in_channels + hidden)

    def hybrid_forward(self, F, x):
        h = F.zeros((x.shape[0], self._hidden, x.shape[3], x.shape[4]))
        c = F.zeros((x.shape[0], self._hidden, x.shape[3], x.shape[4]))
        for t in range(x.shape[1]):
            g = self.gates(F.concat(x[:, t], h, dim=1))
            i, f, o, u = F.split(g, num_outputs=4, axis=1)
            c = F.sigmoid(f) * c + F.sigmoid(i) * F.tanh(u)
            h = F.sigmoid(o) * F.tanh(c)
        return h
