"""ConvLSTM whose first step has no hidden input: the states are `zeros_like` of a `slice_axis` of the first step's input gates (same batch and grid, `hidden` channels), so no size is read in python."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 2, 4, 4)]


class Net(HybridBlock):
    def __init__(self, steps=3, hidden=4, **kwargs):
        super().__init__(**kwargs)
        self.steps, self.hidden = steps, hidden
        with self.name_scope():
            self.i2h = nn.Conv2D(4 * hidden, 3, padding=1)
            self.h2h = nn.Conv2D(4 * hidden, 3, padding=1, use_bias=False)

    def hybrid_forward(self, F, x):
        frames = F.split(x, num_outputs=self.steps, axis=1, squeeze_axis=True)
        h = c = None
        for x_t in frames:
            xg = self.i2h(x_t)
            if h is None:
                h = F.zeros_like(F.slice_axis(xg, axis=1, begin=0, end=self.hidden))
                c = F.zeros_like(h)
            i, f, o, g = F.split(xg + self.h2h(h), num_outputs=4, axis=1)
            c = F.sigmoid(f) * c + F.sigmoid(i) * F.tanh(g)
            h = F.sigmoid(o) * F.tanh(c)
        return h
