"""ConvLSTM encoder whose initial states are `F.zeros((x.shape[0], hidden, x.shape[3], x.shape[4]))`, then an unroll over the constructor's steps by `split`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 2, 4, 4)]


class Net(HybridBlock):
    def __init__(self, steps=3, hidden=4, **kwargs):
        super().__init__(**kwargs)
        self.steps, self.hidden = steps, hidden
        with self.name_scope():
            self.gates = nn.Conv2D(4 * hidden, 3, padding=1)

    def hybrid_forward(self, F, x):
        h = F.zeros((x.shape[0], self.hidden, x.shape[3], x.shape[4]))
        c = F.zeros_like(h)
        for x_t in F.split(x, num_outputs=self.steps, axis=1, squeeze_axis=True):
            i, f, o, g = F.split(self.gates(F.concat(x_t, h, dim=1)), num_outputs=4, axis=1)
            c = F.sigmoid(f) * c + F.sigmoid(i) * F.tanh(g)
            h = F.sigmoid(o) * F.tanh(c)
        return h
