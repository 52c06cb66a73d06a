"""YOLO output scaled by the anchor sizes the block holds."""
import mxnet as mx
from mxnet.gluon import nn

INPUTS = [(2, 3, 2)]


class Net(nn.HybridBlock):
    def __init__(self, anchors=((10, 13), (16, 30), (33, 23)), **kwargs):
        super().__init__(**kwargs)
        self._anchors = [list(a) for a in anchors]

    def hybrid_forward(self, F, wh):
        anchors = mx.nd.array(self._anchors).reshape((1, 3, 2))
        return F.broadcast_mul(F.exp(wh), anchors)
