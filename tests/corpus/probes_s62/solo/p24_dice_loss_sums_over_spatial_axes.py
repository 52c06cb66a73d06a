"""SOLO mask loss: Dice over the spatial axes of (N, K, H, W) predicted masks (sigmoid of logits) against targets binarised from an input of the same shape, `1 - 2 * sum(p * t) / (sum(p * p) + sum(t * t) + eps)`, averaged over the configured number of grids (a python list's `len`)."""
from mxnet.gluon import HybridBlock

INPUTS = [(2, 3, 8, 8), (2, 3, 8, 8)]


class DiceLoss(HybridBlock):
    def __init__(self, grids=(3, 2), eps=1e-3, **kwargs):
        super(DiceLoss, self).__init__(**kwargs)
        self._grids = list(grids)
        self._eps = eps

    def hybrid_forward(self, F, mask_logits, target_raw):
        p = F.sigmoid(mask_logits)
        t = (target_raw > 0)
        inter = (p * t).sum(axis=(2, 3))
        denom = (p * p).sum(axis=(2, 3)) + (t * t).sum(axis=(2, 3)) + self._eps
        return (1 - 2 * inter / denom).mean(axis=1) / len(self._grids)


Net = DiceLoss
