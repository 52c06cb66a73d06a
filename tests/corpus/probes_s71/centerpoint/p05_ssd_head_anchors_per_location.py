"""SSD-like detection head: a Conv2D of A * (7 + K) channels on the BEV map, `transpose((0, 2, 3, 1))`
and the reshape code `(0, -1, 7 + K)` to (B, H*W*A, 7 + K), boxes and classes by `slice_axis`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 3, 3)]


class AnchorHead(HybridBlock):
    def __init__(self, num_anchors=2, num_classes=3, **kwargs):
        super().__init__(**kwargs)
        self.k = num_classes
        with self.name_scope():
            self.head = nn.Conv2D(num_anchors * (7 + num_classes), 1)

    def hybrid_forward(self, F, bev):
        out = self.head(bev).transpose((0, 2, 3, 1)).reshape((0, -1, 7 + self.k))
        boxes = F.slice_axis(out, axis=-1, begin=0, end=7)
        cls = F.slice_axis(out, axis=-1, begin=7, end=None)
        return boxes, F.softmax(cls, axis=-1)


Net = AnchorHead
