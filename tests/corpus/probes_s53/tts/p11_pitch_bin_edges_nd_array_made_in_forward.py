"""Pitch bucketization with the bin edges made by `mx.nd.array(np.linspace(...))` inside the forward pass."""
import mxnet as mx
import numpy as np
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 8), (2, 5)]


class PitchAdaptor(HybridBlock):
    def __init__(self, bins=8, units=8, **kwargs):
        super().__init__(**kwargs)
        self.bins = bins
        with self.name_scope():
            self.embed = nn.Embedding(bins, units)

    def hybrid_forward(self, F, h, pitch):
        edges = mx.nd.array(np.linspace(-1, 1, self.bins - 1)).reshape((1, 1, -1))
        bucket = F.sum(F.broadcast_greater(pitch.expand_dims(-1), edges), axis=-1)
        return h + self.embed(bucket)


Net = PitchAdaptor
