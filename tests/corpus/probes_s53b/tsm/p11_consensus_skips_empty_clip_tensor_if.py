"""Weighted segment consensus guarded by `if valid.sum() == 0:` (fall back to the plain mean when a clip has no valid segment mask), a python `if` on a tensor."""
from mxnet.gluon import HybridBlock

INPUTS = [(2, 4, 5), (2, 4)]


class MaskedConsensus(HybridBlock):
    def hybrid_forward(self, F, scores, valid):
        valid = valid > 0
        if valid.sum() == 0:
            return F.mean(scores, axis=1)
        w = F.expand_dims(valid, axis=2)
        return F.broadcast_div(F.sum(F.broadcast_mul(scores, w), axis=1), F.sum(w, axis=1) + 1e-6)


Net = MaskedConsensus
