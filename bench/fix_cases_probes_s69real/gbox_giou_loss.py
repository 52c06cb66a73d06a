"""A detection toolbox's IoU / GIoU loss: box sanity checks by `assert bbox_preds.shape[-1] == 4`,
corners read with an ellipsis (`bbox_preds[..., 2]`, `bbox_gt[..., :2]`), intersections and the
enclosing box through `mx.nd.maximum` / `mx.nd.minimum` (the eager namespace), a clip, and the GIoU
correction.

Source: KunyFox/Gluon-Box gbox/losses/iou_loss.py (IOULoss.hybrid_forward) at
155b1665997517b028af6bab2716fff2dc55a62a; adapted: the registry decorator dropped, mode 'giou'.
"""
import mxnet as mx
from mxnet.gluon.nn import HybridBlock


INPUTS = [(2, 5, 4), (2, 5, 4)]


class Net(HybridBlock):
    def __init__(self, weight=None, batch_axis=0, mode='giou', **kwargs):
        super(Net, self).__init__()
        self._weight = weight
        self._batch_axis = batch_axis
        self._mode = mode

    def hybrid_forward(self, F, bbox_preds, bbox_gt, esp=1e-16):
        assert bbox_preds.shape[-1] == 4 or bbox_preds.shape[0] == 0
        assert bbox_gt.shape[-1] == 4 or bbox_gt.shape[0] == 0
        assert bbox_preds.shape == bbox_gt.shape

        area_preds = (bbox_preds[..., 2] - bbox_preds[..., 0]) * \
                     (bbox_preds[..., 3] - bbox_preds[..., 1])
        area_gt = (bbox_gt[..., 2] - bbox_gt[..., 0]) * \
                  (bbox_gt[..., 3] - bbox_gt[..., 1])

        left_top = mx.nd.maximum(bbox_preds[..., :2], bbox_gt[..., :2])
        right_bottom = mx.nd.minimum(bbox_preds[..., 2:], bbox_gt[..., 2:])

        shape = (right_bottom - left_top).clip(a_min=0.0, a_max=1e12)
        overlap = shape[..., 0] * shape[..., 1]
        union = area_preds + area_gt - overlap

        union = mx.nd.maximum(union, esp)
        ious = overlap / union
        if self._mode == 'giou':
            enclosed_lt = mx.nd.minimum(bbox_preds[..., :2], bbox_gt[..., :2])
            enclosed_rb = mx.nd.maximum(bbox_preds[..., 2:], bbox_gt[..., 2:])
            enclosed_wh = (enclosed_rb - enclosed_lt).clip(a_min=0.0, a_max=1e12)
            enclosed_area = enclosed_wh[..., 0] * enclosed_wh[..., 1]
            enclosed_area = mx.nd.maximum(enclosed_area, esp)
            ious = ious - (enclosed_area - union) / enclosed_area
        return ious
