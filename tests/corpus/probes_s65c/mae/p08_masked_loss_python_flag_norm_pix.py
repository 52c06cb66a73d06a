"""MAE loss with `norm_pix_loss` behind a python flag from the constructor (`if self._norm_pix:`), the per-patch mean by `F.mean(keepdims=True)` removed by `F.broadcast_minus`, and the masked mean by `F.sum` of the product with a float mask."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 8, 6), (2, 8, 6), (2, 8)]


class FlagMAELoss(HybridBlock):
    def __init__(self, norm_pix=True, **kwargs):
        super().__init__(**kwargs)
        self._norm_pix = norm_pix

    def hybrid_forward(self, F, pred, target, noise):
        mask = F.cast(noise > 0, "float32")
        if self._norm_pix:
            target = F.broadcast_minus(target, F.mean(target, axis=-1, keepdims=True))
        loss = F.mean(F.square(pred - target), axis=-1)
        return F.sum(loss * mask) / (F.sum(mask) + 1e-6)


Net = FlagMAELoss
