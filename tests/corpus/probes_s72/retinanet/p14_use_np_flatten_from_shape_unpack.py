"""Numpy-mode head flattening per anchor from `b, c, h, w = out.shape` (an np Symbol has no shape
in MXNet 1.9.1's traced graph)."""
from mxnet import npx
from mxnet.gluon import HybridBlock, nn
from mxnet.util import use_np

npx.set_np()

INPUTS = [(2, 8, 5, 5)]


@use_np
class NumpyHead(HybridBlock):
    def __init__(self, num_classes=4, **kwargs):
        super().__init__(**kwargs)
        self.num_classes = num_classes
        with self.name_scope():
            self.cls = nn.Conv2D(num_classes, 3, padding=1)

    def hybrid_forward(self, F, x):
        out = self.cls(x)
        b, c, h, w = out.shape
        return out.transpose(0, 2, 3, 1).reshape(b, h * w, self.num_classes)


Net = NumpyHead
