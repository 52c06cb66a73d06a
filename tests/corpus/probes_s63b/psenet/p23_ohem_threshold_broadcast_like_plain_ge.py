"""PSENet OHEM with the threshold (N, 1) from `F.topk(k=neg_num, ret_typ="value")` and `F.min(keepdims=True)` expanded to the score's (N, HW) by `F.broadcast_like`, then compared by a plain `>=` and combined with the positives by a plain `+` and `F.clip` (all equal shapes); the masked dice of flattened maps."""
from mxnet.gluon import HybridBlock

INPUTS = [(2, 6, 6), (2, 6, 6)]


class BroadcastLikeOHEM(HybridBlock):
    def __init__(self, neg_num=8, **kwargs):
        super().__init__(**kwargs)
        self._k = neg_num

    def hybrid_forward(self, F, text, gt):
        score = F.sigmoid(text).reshape((0, -1))
        pos = (gt > 0).reshape((0, -1))
        neg_score = score - pos * 10.0
        thr = F.broadcast_like(F.min(F.topk(neg_score, k=self._k, axis=1, ret_typ="value"), axis=1, keepdims=True),
                               neg_score)
        selected = F.clip((neg_score >= thr) + pos, 0, 1)
        a = F.sum(score * pos * selected, axis=1)
        b = F.sum(score * score * selected, axis=1) + F.sum(pos, axis=1) + 0.002
        return 1 - 2 * a / b


Net = BroadcastLikeOHEM
