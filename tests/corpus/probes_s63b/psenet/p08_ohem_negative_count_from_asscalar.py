"""PSENet OHEM as in the reference code: `pos_num = int(F.sum(gt > 0.5).asscalar())`, `neg_num = min(pos_num * 3, neg_total)`, the threshold the neg_num-th largest negative score by `topk`."""
from mxnet.gluon import HybridBlock

INPUTS = [(2, 36), (2, 36)]


class CountedOHEM(HybridBlock):
    def hybrid_forward(self, F, text, gt):
        score = F.sigmoid(text)
        pos = gt > 0.5
        pos_num = int(F.sum(pos).asscalar())
        neg_num = max(1, min(pos_num * 3, 36 - pos_num))
        neg_score = F.where(pos, F.ones_like(score) * -1e4, score)
        thr = F.min(F.topk(neg_score.reshape((1, -1)), k=neg_num, ret_typ="value"))
        return F.broadcast_greater_equal(neg_score, thr) + pos


Net = CountedOHEM
