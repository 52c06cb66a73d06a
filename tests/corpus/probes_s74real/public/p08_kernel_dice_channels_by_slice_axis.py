"""Adapted from cnstd 0.1.1 (DiceLoss.hybrid_forward), legal form: the text map and the shrunk kernels
taken from the prediction with `F.slice_axis` (+ `squeeze`) rather than `score_pred[:, 0, :, :]`, the
kernel mask repeated over the kernel channels with `F.repeat`."""
from mxnet import gluon

INPUTS = [(2, 3, 4, 4), (2, 4, 4), (2, 2, 4, 4)]


class KernelDice(gluon.loss.Loss):
    def __init__(self, num_kernels=3, **kwargs):
        super().__init__(None, 0, **kwargs)
        self.num_kernels = num_kernels

    def hybrid_forward(self, F, score_pred, score_gt, kernel_gt):
        c_pred = F.squeeze(F.slice_axis(score_pred, axis=1, begin=0, end=1), axis=1)
        kernels = F.slice_axis(score_pred, axis=1, begin=1, end=None)
        mask = F.where(c_pred > 0.5, F.ones_like(c_pred), F.zeros_like(c_pred))
        mask = F.repeat(F.expand_dims(mask, axis=1), repeats=self.num_kernels - 1, axis=1)
        inter = F.sum(kernel_gt * kernels * mask, axis=(2, 3))
        union = F.sum(kernel_gt * kernel_gt * mask, axis=(2, 3)) + F.sum(kernels * kernels * mask, axis=(2, 3)) + 1e-5
        c_loss = 1.0 - F.sum(score_gt * c_pred, axis=(1, 2)) / (F.sum(score_gt * score_gt, axis=(1, 2)) + 1e-5)
        return 0.7 * c_loss + 0.3 * F.mean(1.0 - 2 * inter / union, axis=1)


Net = KernelDice
