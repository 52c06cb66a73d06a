"""Offset L1 loss over instance pixels: the (N, 1, H, W) instance mask from a `keepdims` sum applied by `broadcast_mul`, each image's error divided by its own pixel count (`sum(axis=(1, 2, 3))` of both, plain `/` of two (N,) vectors)."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 5, 5), (2, 2, 5, 5)]


class OffsetLoss(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.offset = nn.Conv2D(2, 1)

    def hybrid_forward(self, F, feat, target):
        mask = F.sum(F.abs(target), axis=1, keepdims=True) > 0.5
        err = F.broadcast_mul(F.abs(self.offset(feat) - target), mask)
        return F.sum(err, axis=(1, 2, 3)) / (F.sum(mask, axis=(1, 2, 3)) + 1.0)


Net = OffsetLoss
