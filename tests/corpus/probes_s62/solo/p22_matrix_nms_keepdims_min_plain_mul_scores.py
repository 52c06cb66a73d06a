"""Matrix NMS with the decay reduced by `min(axis=1, keepdims=True)` to (N, 1, K) and multiplied with the (N, K) scores by plain `*` (eagerly broadcast to (N, N, K), traced elementwise on different shapes)."""
import numpy as np
from mxnet.gluon import HybridBlock

INPUTS = [(2, 4, 36), (2, 4)]


class KeepdimsDecayNMS(HybridBlock):
    def __init__(self, num_masks=4, sigma=2.0, **kwargs):
        super(KeepdimsDecayNMS, self).__init__(**kwargs)
        self._sigma = sigma
        with self.name_scope():
            self.triu = self.params.get_constant(
                "triu", np.triu(np.ones((1, num_masks, num_masks)), k=1).astype("float32"))

    def hybrid_forward(self, F, mask_logits, scores, triu):
        masks = (mask_logits > 0)
        areas = masks.sum(axis=-1)
        inter = F.batch_dot(masks, masks, transpose_b=True)
        union = F.broadcast_add(areas.expand_dims(2), areas.expand_dims(1)) - inter
        iou = F.broadcast_mul(inter / F.maximum(union, 1), triu)
        decay = F.exp(-self._sigma * F.square(iou)).min(axis=1, keepdims=True)
        return F.sigmoid(scores) * decay


Net = KeepdimsDecayNMS
