"""Coarsest-level initial flow made as `F.zeros(shape=(2, 2, 5, 5), ctx=feat.context)` on the input's device."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 5, 5)]


class InitialFlow(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.refine = nn.Conv2D(2, 3, padding=1)

    def hybrid_forward(self, F, feat):
        flow = F.zeros(shape=(2, 2, 5, 5), ctx=feat.context)
        return flow + self.refine(F.concat(feat, flow, dim=1))


Net = InitialFlow
