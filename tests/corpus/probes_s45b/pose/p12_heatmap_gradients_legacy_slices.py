"""The same heatmap smoothness term with python slices in legacy (non-numpy) mode."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 8, 6, 5)]


class Net(HybridBlock):
    def __init__(self, num_joints=3, weight=0.1, **kwargs):
        super().__init__(**kwargs)
        self._weight = weight
        with self.name_scope():
            self.heat = nn.Conv2D(num_joints, 3, padding=1, in_channels=8)

    def hybrid_forward(self, F, feats):
        heat = F.sigmoid(self.heat(feats))
        dy = heat[:, :, 1:, :] - heat[:, :, :-1, :]
        dx = heat[:, :, :, 1:] - heat[:, :, :, :-1]
        return heat, self._weight * (F.mean(dy ** 2) + F.mean(dx ** 2))
