"""RPN pre-NMS selection keeping as many proposals as pass the objectness threshold: `k = int((scores > thresh).sum().asscalar())`, bounded in python, then `F.topk(scores, k=k, ret_typ="value")`."""
from mxnet.gluon import HybridBlock

INPUTS = [(1, 12, 1)]


class ThresholdTopK(HybridBlock):
    def __init__(self, thresh=0.5, pre_nms=8, **kwargs):
        super().__init__(**kwargs)
        self._thresh, self._pre = thresh, pre_nms

    def hybrid_forward(self, F, raw_scores):
        scores = F.sigmoid(raw_scores).reshape((0, -1))
        k = int((scores > self._thresh).sum().asscalar())
        k = max(min(k, self._pre), 1)
        return F.topk(scores, k=k, axis=1, ret_typ="value")


Net = ThresholdTopK
