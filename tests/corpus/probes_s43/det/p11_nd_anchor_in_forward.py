"""Default boxes built with `mx.nd.array` inside the forward and added to the predictions."""
import mxnet as mx
from mxnet.gluon import HybridBlock

INPUTS = [(2, 3, 4)]


class Net(HybridBlock):
    def hybrid_forward(self, F, x):
        anchors = mx.nd.array([[0.1, 0.1, 0.3, 0.3], [0.2, 0.2, 0.6, 0.6], [0.0, 0.5, 0.5, 1.0]])
        return F.broadcast_add(x * 0.1, anchors.expand_dims(axis=0))
