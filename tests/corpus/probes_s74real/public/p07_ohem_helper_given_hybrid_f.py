"""p06 with the helper given hybrid_forward's F as its first argument (the module still imports `nd as
F`; the parameter shadows it inside the helper)."""
from mxnet import gluon
from mxnet import nd as F  # noqa: F401 - kept as in the original: the parameters below shadow it

INPUTS = [(2, 4, 4), (2, 4, 4)]


class DiceLoss(gluon.loss.Loss):
    def __init__(self, **kwargs):
        super().__init__(None, 0, **kwargs)

    def _positive_mask(self, F, score_gt, score_pred):  # noqa: F811
        pos = F.where(score_gt > 0.5, F.ones_like(score_gt), F.zeros_like(score_gt))
        return pos * (score_pred > 0)

    def hybrid_forward(self, F, score_gt, score_pred):  # noqa: F811
        mask = self._positive_mask(F, score_gt, score_pred)
        inter = F.sum(score_gt * score_pred * mask, axis=(1, 2))
        union = F.sum(mask * score_gt * score_gt, axis=(1, 2)) + F.sum(mask * score_pred * score_pred, axis=(1, 2)) + 1e-5
        return 1.0 - 2 * inter / union


Net = DiceLoss
