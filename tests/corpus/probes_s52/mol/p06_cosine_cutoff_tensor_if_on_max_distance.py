"""Cosine cutoff that skips the mask with a python `if dist.max() > self.cutoff:` on the tensor."""
import math

from mxnet.gluon import HybridBlock

INPUTS = [(2, 5, 3)]


class CutoffWeights(HybridBlock):
    def __init__(self, cutoff=1.5, **kwargs):
        super().__init__(**kwargs)
        self.cutoff = cutoff

    def hybrid_forward(self, F, pos):
        dist = F.sqrt(F.sum(F.square(F.broadcast_sub(pos.expand_dims(2), pos.expand_dims(1))), axis=-1) + 1e-9)
        weights = 0.5 * (F.cos(dist * (math.pi / self.cutoff)) + 1.0)
        if dist.max() > self.cutoff:
            weights = weights * (dist < self.cutoff)
        return weights


Net = CutoffWeights
