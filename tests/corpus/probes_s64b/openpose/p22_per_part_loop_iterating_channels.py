"""OpenPose per-part peak scores computed by iterating the parts: `for part in heat.transpose((1, 0, 2, 3))` (iteration over a tensor's first axis), each part's max over space, stacked."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6, 5, 5)]


class IteratedParts(HybridBlock):
    def __init__(self, parts=3, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.heat = nn.Conv2D(parts, 1)

    def hybrid_forward(self, F, feats):
        heat = self.heat(feats)
        return F.stack(*[F.max(part, axis=(1, 2)) for part in heat.transpose((1, 0, 2, 3))], axis=1)


Net = IteratedParts
