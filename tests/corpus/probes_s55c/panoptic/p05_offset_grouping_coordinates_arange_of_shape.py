"""Offset grouping with the coordinate grid built by `F.arange(feat.shape[2])` and `F.arange(feat.shape[3])`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 6, 7)]


class OffsetToCenter(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.offset = nn.Conv2D(2, 3, padding=1)

    def hybrid_forward(self, F, feat):
        off = self.offset(feat)
        dy, dx = F.split(off, num_outputs=2, axis=1)
        ys = F.arange(feat.shape[2]).reshape((1, 1, -1, 1))
        xs = F.arange(feat.shape[3]).reshape((1, 1, 1, -1))
        return F.concat(F.broadcast_add(dy, ys), F.broadcast_add(dx, xs), dim=1)


Net = OffsetToCenter
