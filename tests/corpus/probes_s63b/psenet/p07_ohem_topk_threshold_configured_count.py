"""PSENet OHEM with a configured negative count: the negatives' scores (score where gt is 0, else -inf-like) ranked by `F.topk(ret_typ="value", k=neg_num)` over the flattened map, the k-th value taken by `F.min(axis=1, keepdims=True)` as a threshold, the selected mask `F.broadcast_greater_equal(scores, thr)` combined with the positives by `F.maximum` (equal shapes), then a masked dice."""
from mxnet.gluon import HybridBlock

INPUTS = [(2, 36), (2, 36)]


class OHEMTopK(HybridBlock):
    def __init__(self, neg_num=9, **kwargs):
        super().__init__(**kwargs)
        self._k = neg_num

    def hybrid_forward(self, F, text, gt):
        score = F.sigmoid(text)
        pos = gt > 0
        neg_score = F.where(pos, F.ones_like(score) * -1e4, score)
        thr = F.min(F.topk(neg_score, k=self._k, axis=1, ret_typ="value"), axis=1, keepdims=True)
        selected = F.maximum(F.broadcast_greater_equal(neg_score, thr), pos)
        a = F.sum(score * pos * selected, axis=1)
        b = F.sum(score * score * selected, axis=1) + F.sum(pos * selected, axis=1) + 0.002
        return 1 - 2 * a / b


Net = OHEMTopK
