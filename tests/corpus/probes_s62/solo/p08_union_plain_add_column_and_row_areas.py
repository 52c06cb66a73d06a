"""Matrix NMS ported from PyTorch: the pairwise union `areas_col + areas_row - inter` with (N, K, 1) and (N, 1, K) areas added by plain `+` (eagerly broadcast to (N, K, K), traced elementwise on different shapes)."""
from mxnet.gluon import HybridBlock

INPUTS = [(2, 4, 36), (2, 4)]


class PlainUnionNMS(HybridBlock):
    def __init__(self, sigma=2.0, **kwargs):
        super(PlainUnionNMS, self).__init__(**kwargs)
        self._sigma = sigma

    def hybrid_forward(self, F, mask_logits, scores):
        masks = (mask_logits > 0)
        areas = masks.sum(axis=-1)
        inter = F.batch_dot(masks, masks, transpose_b=True)
        union = areas.expand_dims(2) + areas.expand_dims(1) - inter
        iou = inter / F.maximum(union, 1)
        decay = F.exp(-self._sigma * F.square(iou)).min(axis=1)
        return F.sigmoid(scores) * decay


Net = PlainUnionNMS
