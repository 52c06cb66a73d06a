"""An OCR app's IoU loss: box columns read by `pred[:, k]` and overlaps by `F.logical_or` (mx.nd only)."""
from mxnet.gluon.loss import Loss

INPUTS = [(4, 4), (4, 4)]


class IOULoss(Loss):
    def __init__(self, weight=1.0, batch_axis=0, **kwargs):
        super().__init__(weight, batch_axis, **kwargs)

    def hybrid_forward(self, F, pred, label):
        pred = F.abs(pred)
        label = F.abs(label)
        pred_area = pred[:, 2] * pred[:, 3]
        label_area = label[:, 2] * label[:, 3]
        apart = F.logical_or(pred[:, 0] + pred[:, 2] < label[:, 0], pred[:, 0] > label[:, 0] + label[:, 2])
        return F.where(apart, F.zeros_like(pred_area), pred_area + label_area)


Net = IOULoss
