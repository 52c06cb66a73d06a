"""LightGlue `filter_matches`: the best column of each row and row of each column by `argmax`, mutual
agreement checked by `F.pick` of `max1` spread over the rows by `broadcast_like` at `max0`, against `F.contrib.arange_like(max0, axis=1)`, the match
score by `exp(max)` against a python threshold, and unmatched entries set to -1 by `F.where`."""
from mxnet.gluon import HybridBlock

INPUTS = [(2, 5, 6)]


class MutualNN(HybridBlock):
    def __init__(self, threshold=0.1, **kwargs):
        super().__init__(**kwargs)
        self.threshold = threshold

    def hybrid_forward(self, F, scores):
        max0 = F.argmax(scores, axis=2)
        max1 = F.argmax(scores, axis=1)
        idx0 = F.contrib.arange_like(max0, axis=1)
        back = F.pick(F.broadcast_like(max1.expand_dims(1), scores), max0, axis=2)
        mutual = back == F.broadcast_like(idx0.expand_dims(0), max0)
        mscores = F.exp(F.max(scores, axis=2))
        valid = mutual * (mscores > self.threshold)
        return F.where(valid, max0, F.ones_like(max0) * -1), F.where(valid, mscores, F.zeros_like(mscores))


Net = MutualNN
