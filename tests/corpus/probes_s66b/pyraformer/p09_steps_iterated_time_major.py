"""Pyraformer decoder projecting every time step separately by iterating over the time-major tensor
`h.transpose((1, 0, 2))` and stacking the projections on axis 1."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 8, 3)]


class IteratedSteps(HybridBlock):
    def __init__(self, d_model=4, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.embed = nn.Dense(d_model, flatten=False)
            self.proj = nn.Dense(2)

    def hybrid_forward(self, F, x):
        h = self.embed(x)
        return F.stack(*[self.proj(step) for step in h.transpose((1, 0, 2))], axis=1)


Net = IteratedSteps
