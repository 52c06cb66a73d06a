"""RPN anchors allocated for a maximal feature size in the constructor (a (1, 1, AH, AW, A*4) constant) and cropped at call time to the feature map with `_, _, h, w = x.shape` and two `slice_axis` calls."""
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


class ShapeAnchors(HybridBlock):
    def __init__(self, stride=8, sizes=(8, 16), ratios=(0.5, 1, 2), alloc_size=(8, 8), **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.anchors = self.params.get_constant("anchor_", generate_anchors(stride, sizes, ratios, alloc_size))
            self.conv = nn.Conv2D(8, 3, padding=1, activation="relu")

    def hybrid_forward(self, F, x, anchors):
        _, _, h, w = x.shape
        a = F.slice_axis(F.slice_axis(anchors, axis=2, begin=0, end=h), axis=3, begin=0, end=w)
        return a.reshape((1, -1, 4)), self.conv(x)


Net = ShapeAnchors
