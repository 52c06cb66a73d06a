"""Eigen scale-invariant log loss: `d = log(pred) - log(gt)` on positive maps, `mean(d^2) - lambda * mean(d)^2` per image with `F.mean` over the spatial axes, a python lambda."""
from mxnet.gluon import HybridBlock

INPUTS = [(2, 1, 6, 6), (2, 1, 6, 6)]


class SILogLoss(HybridBlock):
    def __init__(self, variance_focus=0.85, **kwargs):
        super().__init__(**kwargs)
        self.lam = variance_focus

    def hybrid_forward(self, F, pred_raw, gt_raw):
        pred = F.Activation(pred_raw, act_type="softrelu") + 1e-3
        gt = F.sigmoid(gt_raw) * 10 + 1e-3
        d = F.log(pred) - F.log(gt)
        per_image = F.mean(F.square(d), axis=(1, 2, 3)) - self.lam * F.square(F.mean(d, axis=(1, 2, 3)))
        return F.sqrt(F.maximum(per_image, 1e-8)) * 10


Net = SILogLoss
