"""RPN pre-NMS selection: `vals, idx = F.topk(scores, k=pre_nms, axis=1, ret_typ="both")` (two outputs unpacked), indices offset per image by `contrib.arange_like` rows times K (a configured anchor count), boxes gathered from the flattened (N * K, 4) by `F.take`, reshaped back with codes."""
from mxnet.gluon import HybridBlock

INPUTS = [(2, 12), (2, 12, 4)]


class TopKBoth(HybridBlock):
    def __init__(self, num_anchors=12, pre_nms=6, **kwargs):
        super().__init__(**kwargs)
        self._k, self._pre = num_anchors, pre_nms

    def hybrid_forward(self, F, raw_scores, boxes):
        vals, idx = F.topk(F.sigmoid(raw_scores), k=self._pre, axis=1, ret_typ="both")
        offsets = F.contrib.arange_like(idx, axis=0).expand_dims(1) * self._k
        flat_idx = F.broadcast_add(idx, offsets).reshape((-1,))
        picked = F.take(boxes.reshape((-1, 4)), flat_idx).reshape((-4, -1, self._pre, 0))
        return vals, picked


Net = TopKBoth
