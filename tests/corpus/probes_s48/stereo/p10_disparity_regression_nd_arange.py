"""PSMNet disparity regression whose disparity values are made with `mx.nd.arange(self.max_disp)` inside the forward."""
import mxnet as mx
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 6, 8)]


class Net(HybridBlock):
    def __init__(self, max_disp=4, **kwargs):
        super().__init__(**kwargs)
        self.max_disp = max_disp
        with self.name_scope():
            self.cost = nn.Conv2D(max_disp, 3, padding=1, in_channels=4)

    def hybrid_forward(self, F, feat):
        prob = F.softmax(self.cost(feat), axis=1)
        disp = mx.nd.arange(self.max_disp).reshape((1, self.max_disp, 1, 1))
        return F.sum(F.broadcast_mul(prob, disp), axis=1)
