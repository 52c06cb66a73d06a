"""MetNet temporal encoder as a ConvLSTM that walks the frames by iterating over the time-major tensor,
`for frame in x.transpose((1, 0, 2, 3, 4)):` -- iteration over a Symbol."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 2, 4, 4)]


class IterConvLSTM(HybridBlock):
    def __init__(self, hidden=4, **kwargs):
        super().__init__(**kwargs)
        self.hidden = hidden
        with self.name_scope():
            self.gates = nn.Conv2D(4 * hidden, 3, padding=1)

    def hybrid_forward(self, F, x):
        h = c = None
        for frame in x.transpose((1, 0, 2, 3, 4)):
            if h is None:
                inp = F.concat(frame, F.zeros_like(F.slice_axis(frame, axis=1, begin=0, end=1)).repeat(
                    self.hidden, axis=1), dim=1)
            else:
                inp = F.concat(frame, h, dim=1)
            i, f, o, g = F.split(self.gates(inp), num_outputs=4, axis=1)
            c = F.sigmoid(i) * F.tanh(g) if c is None else F.sigmoid(f) * c + F.sigmoid(i) * F.tanh(g)
            h = F.sigmoid(o) * F.tanh(c)
        return h


Net = IterConvLSTM
