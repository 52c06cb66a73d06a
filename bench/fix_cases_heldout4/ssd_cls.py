"""SSD class predictions flattened per anchor."""
from mxnet.gluon import nn

INPUTS = [(2, 3, 4, 4)]


class Net(nn.HybridBlock):
    def __init__(self, num_anchors=2, num_classes=3, **kwargs):
        super().__init__(**kwargs)
        self._num_classes = num_classes
        with self.name_scope():
            self.cls = nn.Conv2D(num_anchors * num_classes, 3, padding=1)

    def hybrid_forward(self, F, x):
        p = self.cls(x)
        p = p.transpose((0, 2, 3, 1)).reshape((p.shape[0], -1, self._num_classes))
        return F.softmax(p, axis=-1)
