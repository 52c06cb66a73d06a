"""One 1x1 conv predicting center (1), offset (2) and a foreground logit (1) together, taken apart by indexing the outputs of `F.split(..., num_outputs=3, axis=1)` after a concat-free `SliceChannel`-style split."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 5, 5)]


class SharedHead(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.head = nn.Conv2D(4, 1)

    def hybrid_forward(self, F, feat):
        out = self.head(feat)
        center = F.sigmoid(F.slice_axis(out, axis=1, begin=0, end=1))
        rest = F.split(F.slice_axis(out, axis=1, begin=1, end=4), num_outputs=3, axis=1)
        offset = F.concat(rest[0], rest[1], dim=1)
        return center * F.sigmoid(rest[2]), offset


Net = SharedHead
