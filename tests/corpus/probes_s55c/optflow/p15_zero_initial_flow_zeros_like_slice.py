"""Coarsest-level initial flow made in the graph as `zeros_like(slice_axis(feat, axis=1, begin=0, end=2))`, refined by a residual head over the features and the (zero) flow."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 5, 5)]


class InitialFlow(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.refine = nn.Conv2D(2, 3, padding=1)

    def hybrid_forward(self, F, feat):
        flow = F.zeros_like(F.slice_axis(feat, axis=1, begin=0, end=2))
        return flow + self.refine(F.concat(feat, flow, dim=1))


Net = InitialFlow
