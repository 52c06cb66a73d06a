"""FCOS per-image loss: the classification loss summed over locations `F.sum(cls_loss, axis=(1, 2))` (B,) plus the regression loss kept as (B, 1) by `keepdims`, with a plain `+`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 8, 8), (2, 3, 8, 8), (2, 4, 8, 8)]


class FCOSImageLoss(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.cls = nn.Conv2D(3, 3, padding=1, in_channels=4)
            self.reg = nn.Conv2D(4, 3, padding=1, in_channels=4)

    def hybrid_forward(self, F, feat, cls_t, reg_t):
        cls = self.cls(feat).reshape((0, 0, -1))
        cls_loss = F.square(F.sigmoid(cls) - (cls_t.reshape((0, 0, -1)) > 0))
        reg_loss = F.mean(F.abs(self.reg(feat) - reg_t).reshape((0, -1)), axis=1, keepdims=True)
        return F.sum(cls_loss, axis=(1, 2)) + reg_loss


Net = FCOSImageLoss
