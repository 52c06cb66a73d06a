"""GluonCV RPNAnchorGenerator: anchors for every ratio x size from the configured stride, allocated for a maximal feature size in the constructor as a (1, 1, AH, AW, A*4) constant, cropped to the feature map by `F.slice_like(anchors, x * 0, axes=(2, 3))` and flattened by `reshape((1, -1, 4))`."""
import numpy as np
from mxnet.gluon import HybridBlock, nn

INPUTS = [(1, 8, 4, 4)]


def generate_anchors(stride, sizes, ratios, alloc_size):
    base = []
    for r in ratios:
        for s in sizes:
            w, h = s / np.sqrt(r), s * np.sqrt(r)
            base.append([-w / 2, -h / 2, w / 2, h / 2])
    base = np.array(base) + (stride - 1) / 2.0
    ox, oy = np.meshgrid(np.arange(alloc_size[1]) * stride, np.arange(alloc_size[0]) * stride)
    offsets = np.stack((ox.ravel(), oy.ravel(), ox.ravel(), oy.ravel()), axis=1)
    anchors = base.reshape((1, -1, 4)) + offsets.reshape((-1, 1, 4))
    return anchors.reshape((1, 1, alloc_size[0], alloc_size[1], -1)).astype("float32")


class AnchorGenerator(HybridBlock):
    def __init__(self, stride=8, sizes=(8, 16), ratios=(0.5, 1, 2), alloc_size=(8, 8), **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.anchors = self.params.get_constant("anchor_", generate_anchors(stride, sizes, ratios, alloc_size))
            self.conv = nn.Conv2D(8, 3, padding=1, activation="relu")
            self.score = nn.Conv2D(len(sizes) * len(ratios), 1)

    def hybrid_forward(self, F, x, anchors):
        a = F.slice_like(anchors, x * 0, axes=(2, 3)).reshape((1, -1, 4))
        scores = F.sigmoid(self.score(self.conv(x))).transpose((0, 2, 3, 1)).reshape((0, -1, 1))
        return a, scores


Net = AnchorGenerator
