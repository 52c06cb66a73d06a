"""FPN RPN anchors over two levels: one anchor constant per configured (stride, size) pair registered by name, passed to `hybrid_forward` as `**kwargs`, each cropped to its feature map by `slice_like` in a `zip` over the python level list, concatenated on axis 1."""
import numpy as np
from mxnet.gluon import HybridBlock

INPUTS = [(1, 8, 4, 4), (1, 8, 2, 2)]


def generate_anchors(stride, size, ratios, alloc):
    base = []
    for r in ratios:
        w, h = size / np.sqrt(r), size * np.sqrt(r)
        base.append([-w / 2, -h / 2, w / 2, h / 2])
    base = np.array(base) + (stride - 1) / 2.0
    ox, oy = np.meshgrid(np.arange(alloc) * stride, np.arange(alloc) * stride)
    offsets = np.stack((ox.ravel(), oy.ravel(), ox.ravel(), oy.ravel()), axis=1)
    anchors = base.reshape((1, -1, 4)) + offsets.reshape((-1, 1, 4))
    return anchors.reshape((1, 1, alloc, alloc, -1)).astype("float32")


class MultiLevelAnchors(HybridBlock):
    def __init__(self, strides=(8, 16), sizes=(16, 32), ratios=(0.5, 1, 2), alloc=8, **kwargs):
        super().__init__(**kwargs)
        self._names = []
        with self.name_scope():
            for stride, size in zip(strides, sizes):
                name = "anchors_p%d" % stride
                setattr(self, name, self.params.get_constant(name, generate_anchors(stride, size, ratios, alloc)))
                self._names.append(name)

    def hybrid_forward(self, F, p3, p4, **kwargs):
        levels = []
        for feat, name in zip([p3, p4], self._names):
            levels.append(F.slice_like(kwargs[name], feat * 0, axes=(2, 3)).reshape((1, -1, 4)))
        return F.concat(*levels, dim=1)


Net = MultiLevelAnchors
