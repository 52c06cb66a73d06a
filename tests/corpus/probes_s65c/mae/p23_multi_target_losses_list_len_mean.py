"""MAE with several reconstruction targets (pixels and a feature target), the per-target masked losses collected in a python list and averaged by `sum(losses) / len(losses)` -- `len` of a python list."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 8, 6), (2, 8, 6), (2, 8, 6), (2, 8)]


class MultiTargetLoss(HybridBlock):
    def hybrid_forward(self, F, pred, pix, feat, noise):
        mask = noise > 0
        losses = []
        for target in (pix, feat):
            loss = F.mean(F.square(pred - target), axis=-1)
            losses.append(F.sum(loss * mask) / F.sum(mask))
        return sum(losses) / len(losses)


Net = MultiTargetLoss
