"""Legal: a row `np.tile`d by a reps tuple of names (the batch and the cells), so the constant is
(2, 9, 7) like the regressions, added by a plain `+`."""
import numpy as np
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 3, 3)]


class Net(HybridBlock):
    def __init__(self, batch=2, cells=9, **kwargs):
        super().__init__(**kwargs)
        reps = (batch, cells, 1)
        anchors = np.tile(np.array([0, 0, -1, 1.6, 3.9, 1.56, 0], "float32"), reps)
        self.head = nn.Conv2D(7, 1)
        self.anchors = self.params.get_constant("anchors", anchors)

    def hybrid_forward(self, F, bev, anchors):
        return self.head(bev).transpose((0, 2, 3, 1)).reshape((0, -1, 7)) + anchors
