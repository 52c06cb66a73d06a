"""ConvLSTM encoder whose initial states are built with `mx.nd.zeros` of constructor sizes inside `hybrid_forward` (the module namespace rather than `F`)."""
import mxnet as mx
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 2, 4, 4)]


class Net(HybridBlock):
    def __init__(self, batch_size=2, steps=3, hidden=4, size=4, **kwargs):
        super().__init__(**kwargs)
        self.steps = steps
        self.state_shape = (batch_size, hidden, size, size)
        with self.name_scope():
            self.gates = nn.Conv2D(4 * hidden, 3, padding=1)

    def hybrid_forward(self, F, x):
        h = mx.nd.zeros(self.state_shape)
        c = mx.nd.zeros(self.state_shape)
        for x_t in F.split(x, num_outputs=self.steps, axis=1, squeeze_axis=True):
            i, f, o, g = F.split(self.gates(F.concat(x_t, h, dim=1)), num_outputs=4, axis=1)
            c = F.sigmoid(f) * c + F.sigmoid(i) * F.tanh(g)
            h = F.sigmoid(o) * F.tanh(c)
        return h
