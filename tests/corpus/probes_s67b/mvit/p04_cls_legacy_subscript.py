"""MViT pooling ported from PyTorch with the class token split off as `t[:, :1]` and the grid as `t[:, 1:]`
(legacy subscripts of a Symbol raise)."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 17, 8)]


class SubscriptCls(HybridBlock):
    def __init__(self, dim=8, hw=(4, 4), **kwargs):
        super().__init__(**kwargs)
        self.h, self.w = hw
        with self.name_scope():
            self.pool = nn.Conv2D(dim, 3, strides=2, padding=1, groups=dim, in_channels=dim)

    def hybrid_forward(self, F, t):
        cls_tok, rest = t[:, :1], t[:, 1:]
        grid = rest.transpose((0, 2, 1)).reshape((0, 0, self.h, self.w))
        pooled = self.pool(grid).reshape((0, 0, -1)).transpose((0, 2, 1))
        return F.concat(cls_tok, pooled, dim=1)


Net = SubscriptCls
