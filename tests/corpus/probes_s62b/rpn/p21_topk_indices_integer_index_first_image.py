"""RPN pre-NMS selection for a single image: `F.topk(scores, k=pre_nms, axis=1, ret_typ="indices")` then `[0]` to drop the batch axis (topk with `ret_typ="indices"` has one output), the boxes gathered by `F.take`."""
from mxnet.gluon import HybridBlock

INPUTS = [(1, 12), (1, 12, 4)]


class TopKFirstImage(HybridBlock):
    def __init__(self, pre_nms=6, **kwargs):
        super().__init__(**kwargs)
        self._pre = pre_nms

    def hybrid_forward(self, F, raw_scores, boxes):
        scores = F.sigmoid(raw_scores)
        order = F.topk(scores, k=self._pre, axis=1, ret_typ="indices")[0]
        return F.take(boxes.reshape((-1, 4)), order)


Net = TopKFirstImage
