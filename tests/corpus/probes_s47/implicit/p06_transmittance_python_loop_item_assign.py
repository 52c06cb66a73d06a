"""Transmittance accumulated in a python loop over samples and written into a preallocated `F.ones_like(alpha)` with `trans[:, i] = ...`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 6, 3), (4, 6)]


class Net(HybridBlock):
    def __init__(self, samples=6, **kwargs):
        super().__init__(**kwargs)
        self.samples = samples
        with self.name_scope():
            self.field = nn.Dense(2, flatten=False, in_units=3)

    def hybrid_forward(self, F, pts, deltas):
        sigma = F.relu(F.slice_axis(self.field(pts), axis=2, begin=0, end=1)).reshape((0, -1))
        alpha = 1.0 - F.exp(-sigma * F.abs(deltas))
        trans = F.ones_like(alpha)
        for i in range(1, self.samples):
            trans[:, i] = trans[:, i - 1] * (1.0 - alpha[:, i - 1])
        return F.sum(alpha * trans, axis=1)
