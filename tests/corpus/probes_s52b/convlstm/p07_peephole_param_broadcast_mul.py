"""ConvLSTM with peephole connections: per-channel peephole weights Parameters of shape (1, hidden, 1, 1) applied to the cell state by `F.broadcast_mul`."""
from mxnet import init
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 2, 4, 4)]


class Net(HybridBlock):
    def __init__(self, batch_size=2, steps=3, hidden=4, size=4, **kwargs):
        super().__init__(**kwargs)
        self.steps = steps
        self.state_shape = (batch_size, hidden, size, size)
        with self.name_scope():
            self.gates = nn.Conv2D(4 * hidden, 3, padding=1)
            self.w_ci = self.params.get("w_ci", shape=(1, hidden, 1, 1), init=init.Uniform(0.1))
            self.w_cf = self.params.get("w_cf", shape=(1, hidden, 1, 1), init=init.Uniform(0.1))

    def hybrid_forward(self, F, x, w_ci, w_cf):
        h = F.zeros(self.state_shape)
        c = F.zeros(self.state_shape)
        for x_t in F.split(x, num_outputs=self.steps, axis=1, squeeze_axis=True):
            i, f, o, g = F.split(self.gates(F.concat(x_t, h, dim=1)), num_outputs=4, axis=1)
            i = F.sigmoid(i + F.broadcast_mul(w_ci, c))
            f = F.sigmoid(f + F.broadcast_mul(w_cf, c))
            c = f * c + i * F.tanh(g)
            h = F.sigmoid(o) * F.tanh(c)
        return h
