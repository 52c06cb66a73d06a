"""Legal: the anchor row tiled to (2, 9, 7) by literal repetitions (the batch given), added by `+`."""
import numpy as np
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 3, 3)]


class Net(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        anchors = np.tile(np.array([[0, 0, -1, 1.6, 3.9, 1.56, 0]], "float32"), (2, 9, 1))
        self.head = nn.Conv2D(7, 1)
        self.anchors = self.params.get_constant("anchors", anchors)

    def hybrid_forward(self, F, bev, anchors):
        return self.head(bev).transpose((0, 2, 3, 1)).reshape((0, -1, 7)) + anchors
