"""PSENet kernel dice loss with the training mask (N, H, W) given `expand_dims(1)` and applied to the (N, K - 1, H, W) sigmoid kernel maps and their targets by a plain `*` (the PyTorch code relied on broadcasting), dice per kernel over the flattened maps."""
from mxnet.gluon import HybridBlock

INPUTS = [(2, 3, 6, 6), (2, 3, 6, 6), (2, 6, 6)]


class PlainMaskKernelDice(HybridBlock):
    def hybrid_forward(self, F, kernels, gt_kernels, train_mask):
        mask = (train_mask > -0.5).expand_dims(1)
        pred = F.sigmoid(kernels) * mask
        target = (gt_kernels > 0) * mask
        a = F.sum((pred * target).reshape((0, 0, -1)), axis=2)
        b = F.sum(F.square(pred).reshape((0, 0, -1)), axis=2) + 0.001
        c = F.sum(F.square(target).reshape((0, 0, -1)), axis=2) + 0.001
        return F.mean(1 - 2 * a / (b + c), axis=1)


Net = PlainMaskKernelDice
