"""ConvGRU encoder unrolled over the constructor's steps with `squeeze(slice_axis(x, axis=1, begin=t, end=t + 1), axis=1)` time reads; the state starts as `zeros_like` of a 1x1 embedding of the first frame."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 2, 4, 4)]


class Net(HybridBlock):
    def __init__(self, steps=3, hidden=4, **kwargs):
        super().__init__(**kwargs)
        self.steps = steps
        with self.name_scope():
            self.gates = nn.Conv2D(2 * hidden, 3, padding=1)
            self.cand = nn.Conv2D(hidden, 3, padding=1)
            self.embed = nn.Conv2D(hidden, 1)

    def frame(self, F, x, t):
        return F.squeeze(F.slice_axis(x, axis=1, begin=t, end=t + 1), axis=1)

    def hybrid_forward(self, F, x):
        h = F.zeros_like(self.embed(self.frame(F, x, 0)))
        for t in range(self.steps):
            x_t = self.frame(F, x, t)
            r, z = F.split(F.sigmoid(self.gates(F.concat(x_t, h, dim=1))), num_outputs=2, axis=1)
            n = F.tanh(self.cand(F.concat(x_t, r * h, dim=1)))
            h = (1 - z) * h + z * n
        return h
