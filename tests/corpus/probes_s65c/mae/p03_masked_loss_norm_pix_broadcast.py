"""MAE loss with per-patch normalised targets (`norm_pix_loss`): the target's mean and variance over the patch (keepdims), applied by `F.broadcast_sub`/`F.broadcast_div`, a squared error averaged per patch, and the loss summed over masked patches only, divided by the mask's sum."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 8, 6), (2, 8, 6), (2, 8)]


class MAELoss(HybridBlock):
    def __init__(self, eps=1e-6, **kwargs):
        super().__init__(**kwargs)
        self._eps = eps

    def hybrid_forward(self, F, pred, target, noise):
        mask = noise > 0
        mean = F.mean(target, axis=-1, keepdims=True)
        var = F.mean(F.square(F.broadcast_sub(target, mean)), axis=-1, keepdims=True)
        target = F.broadcast_div(F.broadcast_sub(target, mean), F.sqrt(var + self._eps))
        loss = F.mean(F.square(pred - target), axis=-1)
        return F.sum(loss * mask) / F.sum(mask)


Net = MAELoss
