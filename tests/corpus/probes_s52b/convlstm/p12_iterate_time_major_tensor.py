"""ConvGRU encoder that makes the clip time-major with `swapaxes(0, 1)` and iterates it with a python `for x_t in ...:` loop, as one would a list of frames."""
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
        for x_t in F.swapaxes(x, 0, 1):
            if h is None:
                h = F.zeros_like(self.embed(x_t))
            r, z = F.split(F.sigmoid(self.gates(F.concat(x_t, h, dim=1))), num_outputs=2, axis=1)
            h = (1 - z) * h + z * F.tanh(self.cand(F.concat(x_t, r * h, dim=1)))
        return h
