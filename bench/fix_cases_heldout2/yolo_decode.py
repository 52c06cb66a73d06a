"""YOLO-style head output split into anchors (detector decoding code)."""
from mxnet.gluon import nn

INPUTS = [(2, 18, 4, 4)]


class Net(nn.HybridBlock):
    def __init__(self, num_anchors=3, **kwargs):
        super().__init__(**kwargs)
        self._num_anchors = num_anchors

    def hybrid_forward(self, F, pred):
        pred = pred.reshape((pred.shape[0], self._num_anchors, -1, pred.shape[2], pred.shape[3]))
        pred = F.transpose(pred, axes=(0, 1, 3, 4, 2))
        return F.sigmoid(pred)
