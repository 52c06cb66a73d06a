"""Anchors computed with numpy at construction and registered as a constant Parameter."""
import numpy as np
from mxnet.gluon import HybridBlock

INPUTS = [(2, 12, 4)]


class Net(HybridBlock):
    def __init__(self, num=12):
        super().__init__()
        centers = (np.arange(num, dtype="float32") + 0.5) / num
        anchors = np.stack([centers, centers, np.full(num, 0.2), np.full(num, 0.2)], axis=1)
        with self.name_scope():
            self.anchors = self.params.get_constant("anchors", anchors.reshape(1, num, 4))

    def hybrid_forward(self, F, x, anchors):
        return F.broadcast_add(x * 0.1, anchors)
