"""Heatmap smoothness term in numpy mode: finite differences by `heat[:, :, 1:, :] - heat[:, :, :-1, :]`."""
from mxnet import npx
from mxnet.gluon import HybridBlock, nn
from mxnet.util import use_np

npx.set_np()

INPUTS = [(2, 8, 6, 5)]


@use_np
class Net(HybridBlock):
    def __init__(self, num_joints=3, weight=0.1, **kwargs):
        super().__init__(**kwargs)
        self._weight = weight
        with self.name_scope():
            self.heat = nn.Conv2D(num_joints, 3, padding=1, in_channels=8)

    def hybrid_forward(self, F, feats):
        heat = F.npx.sigmoid(self.heat(feats))
        dy = heat[:, :, 1:, :] - heat[:, :, :-1, :]
        dx = heat[:, :, :, 1:] - heat[:, :, :, :-1]
        return heat, self._weight * ((dy ** 2).mean() + (dx ** 2).mean())
