"""PSENet total loss `0.7 * loss_text + 0.3 * loss_kernels`: the text dice, summed over axes (2, 3) of the (N, 1, H, W) map, is (N, 1) while the kernel dice is (N, K - 1) (the mean over kernels left out), added by a plain `+`."""
from mxnet.gluon import HybridBlock

INPUTS = [(2, 1, 6, 6), (2, 3, 6, 6), (2, 4, 6, 6)]


class KeepdimsTotalLoss(HybridBlock):
    def hybrid_forward(self, F, text, kernels, gt):
        gt_text = F.slice_axis(gt, axis=1, begin=0, end=1) > 0
        gt_kernels = F.slice_axis(gt, axis=1, begin=1, end=None) > 0
        t = F.sigmoid(text)
        loss_text = 1 - 2 * F.sum(t * gt_text, axis=(2, 3)) / (F.sum(t * t, axis=(2, 3)) + F.sum(gt_text, axis=(2, 3)) + 1e-3)
        k = F.sigmoid(kernels)
        loss_kernels = 1 - 2 * F.sum(k * gt_kernels, axis=(2, 3)) / (
            F.sum(k * k, axis=(2, 3)) + F.sum(gt_kernels, axis=(2, 3)) + 1e-3)
        return 0.7 * loss_text + 0.3 * loss_kernels


Net = KeepdimsTotalLoss
