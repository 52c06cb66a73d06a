"""Soft-argmin whose disparity values come from `F.arange(cost.shape[1])`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 6, 8)]


class Net(HybridBlock):
    def __init__(self, max_disp=4, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.cost = nn.Conv2D(max_disp, 3, padding=1, in_channels=4)

    def hybrid_forward(self, F, feat):
        cost = self.cost(feat)
        prob = F.softmax(-cost, axis=1)
        disp = F.arange(cost.shape[1]).reshape((1, -1, 1, 1))
        return F.sum(F.broadcast_mul(prob, disp), axis=1)
