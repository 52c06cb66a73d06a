"""Mention pruning that finds the k-th best span score in numpy (`np.sort(scores.asnumpy())`) and keeps spans at or above it by a mask."""
import numpy as np
from mxnet.gluon import HybridBlock, nn

INPUTS = [(7, 4)]


class MentionPruner(HybridBlock):
    def __init__(self, dim=4, keep=3, **kwargs):
        super().__init__(**kwargs)
        self.keep = keep
        with self.name_scope():
            self.scorer = nn.Dense(1, in_units=dim)

    def hybrid_forward(self, F, spans):
        scores = F.reshape(self.scorer(spans), shape=(-1,))
        kth = float(np.sort(scores.asnumpy())[-self.keep])
        keep_mask = scores >= kth
        return F.broadcast_mul(spans, F.reshape(keep_mask, shape=(-1, 1)))


Net = MentionPruner
