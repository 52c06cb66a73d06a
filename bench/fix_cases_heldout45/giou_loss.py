"""Box-regression loss of a detection toolbox: `IOULoss.hybrid_forward(self, F, bbox_preds, bbox_gt,
esp=1e-16)` asserts the inputs' shapes (`bbox_preds.shape[-1] == 4`, `bbox_preds.shape ==
bbox_gt.shape`), takes box coordinates with `bbox_preds[..., 2]` and `bbox_preds[..., :2]`, and
clamps with `mx.nd.maximum` / `mx.nd.minimum` (the eager namespace, also against the python float
`esp`); in 'giou' mode it subtracts the enclosing-box term. Eagerly it runs; hybridized the
`.shape` reads are AttributeErrors of the Symbol (and a Symbol takes no `[..., k]` index, and
`mx.nd.maximum` is given Symbols).

Source: KunyFox/Gluon-Box @ 155b166599 (read by an analyzer held-out round, tests/corpus/HELDOUT.md,
"KunyFox/Gluon-Box"; in no fix set), gbox/losses/iou_loss.py, `IOULoss` as written (the registry
decorator `@LOSSES.register()` and its `from gbox import LOSSES` left out). Net: mode 'giou'.
Inputs: predicted and ground-truth boxes (2, 3, 4) each (corners from uniform [-1, 1): boxes with
x1 > x0 give a zero-clipped overlap, as the code allows).
"""
import mxnet as mx 

from mxnet.gluon.nn import HybridBlock 

INPUTS = [(2, 3, 4), (2, 3, 4)]


class IOULoss(HybridBlock):
    def __init__(self,
                 weight=None,
                 batch_axis=0,
                 mode='iou',
                 **kwargs):
        super(IOULoss, self).__init__()
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
            enclosed_shape = (enclosed_rb - enclosed_lt).clip(a_min=0.0, a_max=1e12)
            enclosed_area = enclosed_shape[..., 0] * enclosed_shape[..., 1]
            enclosed_area = mx.nd.maximum(enclosed_area, esp)
            ious = ious - (enclosed_area - union) / enclosed_area
        
        return ious


class Net(IOULoss):
    def __init__(self):
        super(Net, self).__init__(mode='giou')
