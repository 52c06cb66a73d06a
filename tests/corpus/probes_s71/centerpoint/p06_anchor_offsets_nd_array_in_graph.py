"""Anchor head adding the anchor sizes made by `nd.array(...)` inside hybrid_forward to the box
regressions by `F.broadcast_add`."""
from mxnet import nd
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 3, 3)]


class NdAnchors(HybridBlock):
    def __init__(self, num_anchors=2, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.head = nn.Conv2D(num_anchors * 7, 1)

    def hybrid_forward(self, F, bev):
        boxes = self.head(bev).transpose((0, 2, 3, 1)).reshape((0, -1, 7))
        sizes = nd.array([0, 0, 0, 1.6, 3.9, 1.56, 0]).reshape((1, 1, 7))
        return F.broadcast_add(boxes, sizes)


Net = NdAnchors
