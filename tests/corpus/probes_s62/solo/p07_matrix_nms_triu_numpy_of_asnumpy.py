"""Matrix NMS whose upper triangle is taken with `np.triu(iou.asnumpy(), k=1)` and turned back into an array inside `hybrid_forward`."""
import numpy as np
from mxnet.gluon import HybridBlock

INPUTS = [(2, 4, 36), (2, 4)]


class NumpyTriuNMS(HybridBlock):
    def __init__(self, sigma=2.0, **kwargs):
        super(NumpyTriuNMS, self).__init__(**kwargs)
        self._sigma = sigma

    def hybrid_forward(self, F, mask_logits, scores):
        masks = (mask_logits > 0)
        areas = masks.sum(axis=-1)
        inter = F.batch_dot(masks, masks, transpose_b=True)
        union = F.broadcast_add(areas.expand_dims(2), areas.expand_dims(1)) - inter
        iou_full = inter / F.maximum(union, 1)
        upper = np.triu(iou_full.asnumpy(), k=1)
        iou = F.array(upper)
        decay = F.exp(-self._sigma * F.square(iou)).min(axis=1)
        return F.sigmoid(scores) * decay


Net = NumpyTriuNMS
