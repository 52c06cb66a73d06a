"""ConvGRU encoder that unrolls over `range(x.shape[1])` so that any clip length works, reading frames with `slice_axis`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 2, 4, 4)]


class Net(HybridBlock):
    def __init__(self, hidden=4, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.embed = nn.Conv2D(hidden, 1)
            self.gates = nn.Conv2D(2 * hidden, 3, padding=1)
            self.cand = nn.Conv2D(hidden, 3, padding=1)

    def hybrid_forward(self, F, x):
        h = None
        for t in range(x.shape[1]):
            x_t = F.squeeze(F.slice_axis(x, axis=1, begin=t, end=t + 1), axis=1)
            if h is None:
                h = F.zeros_like(self.embed(x_t))
            r, z = F.split(F.sigmoid(self.gates(F.concat(x_t, h, dim=1))), num_outputs=2, axis=1)
            h = (1 - z) * h + z * F.tanh(self.cand(F.concat(x_t, r * h, dim=1)))
        return h
