"""Anchor decoding by a plain `+`: (B, H*W*A, 7) regressions plus the (1, H*W*A, 7) anchor constant."""
import numpy as np
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 3, 3)]


class PlainAnchors(HybridBlock):
    def __init__(self, grid=(3, 3), num_anchors=2, **kwargs):
        super().__init__(**kwargs)
        cells = grid[0] * grid[1] * num_anchors
        anchors = np.tile(np.array([0, 0, -1, 1.6, 3.9, 1.56, 0], "float32"), (1, cells, 1))
        with self.name_scope():
            self.head = nn.Conv2D(num_anchors * 7, 1)
            self.anchors = self.params.get_constant("anchors", anchors)

    def hybrid_forward(self, F, bev, anchors):
        deltas = self.head(bev).transpose((0, 2, 3, 1)).reshape((0, -1, 7))
        return deltas + anchors


Net = PlainAnchors
