"""Cosine cutoff of a message-passing net: when any pair lies beyond the cutoff radius the distances are clamped to it first."""
import math
from mxnet.gluon import nn


INPUTS = [(2, 3, 3)]


class Net(nn.HybridBlock):
    def __init__(self, cutoff=1.5, **kwargs):
        super(Net, self).__init__(**kwargs)
        self._cutoff = cutoff

    def hybrid_forward(self, F, pos):
        r = F.sqrt(F.square(pos.expand_dims(2) - pos.expand_dims(1)).sum(axis=-1) + 1e-8)
        if r.max() > self._cutoff:
            r = F.minimum(r, self._cutoff)
        return 0.5 * (F.cos(r * math.pi / self._cutoff) + 1)
