"""ConvGRU encoder unrolled with PyTorch-style time reads `x[:, t]` over the constructor's steps; reset and update gates by `split(num_outputs=2)`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 2, 4, 4)]


class Net(HybridBlock):
    def __init__(self, steps=3, hidden=4, **kwargs):
        super().__init__(**kwargs)
        self.steps, self.hidden = steps, hidden
        with self.name_scope():
            self.gates = nn.Conv2D(2 * hidden, 3, padding=1)
            self.cand = nn.Conv2D(hidden, 3, padding=1)
            self.embed = nn.Conv2D(hidden, 1)

    def hybrid_forward(self, F, x):
        h = F.zeros_like(self.embed(x[:, 0]))
        for t in range(self.steps):
            x_t = x[:, t]
            r, z = F.split(F.sigmoid(self.gates(F.concat(x_t, h, dim=1))), num_outputs=2, axis=1)
            n = F.tanh(self.cand(F.concat(x_t, r * h, dim=1)))
            h = (1 - z) * h + z * n
        return h
