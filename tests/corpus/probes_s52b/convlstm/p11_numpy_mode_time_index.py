"""ConvGRU encoder in numpy mode: frames read by integer indexing `x[:, t]` over the constructor's steps (basic indexing of numpy-mode symbols), gates by `np.split`, state by `np.zeros_like` of an embedding."""
from mxnet import npx
from mxnet.gluon import HybridBlock, nn

npx.set_np()

INPUTS = [(2, 3, 2, 4, 4)]


class Net(HybridBlock):
    def __init__(self, steps=3, hidden=4, **kwargs):
        super().__init__(**kwargs)
        self.steps = steps
        with self.name_scope():
            self.embed = nn.Conv2D(hidden, 1)
            self.gates = nn.Conv2D(2 * hidden, 3, padding=1)
            self.cand = nn.Conv2D(hidden, 3, padding=1)

    def hybrid_forward(self, F, x):
        h = F.np.zeros_like(self.embed(x[:, 0]))
        for t in range(self.steps):
            x_t = x[:, t]
            r, z = F.np.split(F.npx.sigmoid(self.gates(F.np.concatenate([x_t, h], axis=1))), 2, axis=1)
            h = (1 - z) * h + z * F.np.tanh(self.cand(F.np.concatenate([x_t, r * h], axis=1)))
        return h
