"""ConvLSTM encoder: one cell whose four gates come from `F.split(num_outputs=4, axis=1)` of the input and hidden convolutions, unrolled over the constructor's step count by `split(squeeze_axis=True)`, with the states created by `F.zeros` of constructor sizes (a fixed deployment batch)."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 2, 4, 4)]


class ConvLSTMCell(HybridBlock):
    def __init__(self, hidden, kernel=3, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.i2h = nn.Conv2D(4 * hidden, kernel, padding=kernel // 2)
            self.h2h = nn.Conv2D(4 * hidden, kernel, padding=kernel // 2, use_bias=False)

    def hybrid_forward(self, F, x, h, c):
        i, f, o, g = F.split(self.i2h(x) + self.h2h(h), num_outputs=4, axis=1)
        c = F.sigmoid(f) * c + F.sigmoid(i) * F.tanh(g)
        h = F.sigmoid(o) * F.tanh(c)
        return h, c


class Net(HybridBlock):
    def __init__(self, batch_size=2, steps=3, hidden=4, size=4, **kwargs):
        super().__init__(**kwargs)
        self.steps = steps
        self.state_shape = (batch_size, hidden, size, size)
        with self.name_scope():
            self.cell = ConvLSTMCell(hidden)

    def hybrid_forward(self, F, seq):
        h = F.zeros(shape=self.state_shape)
        c = F.zeros(shape=self.state_shape)
        for x_t in F.split(seq, num_outputs=self.steps, axis=1, squeeze_axis=True):
            h, c = self.cell(x_t, h, c)
        return h
