"""Soft-argmin written as `F.sum(prob * disp, axis=1)`: (N, D, H, W) probabilities times the (1, D, 1, 1) disparity values with plain `*`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 6, 8)]


class Net(HybridBlock):
    def __init__(self, max_disp=4, **kwargs):
        super().__init__(**kwargs)
        self.max_disp = max_disp
        with self.name_scope():
            self.cost = nn.Conv2D(max_disp, 3, padding=1, in_channels=4)

    def hybrid_forward(self, F, feat):
        prob = F.softmax(-self.cost(feat), axis=1)
        disp = F.arange(self.max_disp).reshape((1, self.max_disp, 1, 1))
        return F.sum(prob * disp, axis=1)
