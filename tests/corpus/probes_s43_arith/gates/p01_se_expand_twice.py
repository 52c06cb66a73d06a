"""A squeeze-excitation gate from a spatial mean, expanded back with two expand_dims, times the map."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6, 4, 4)]


class Net(HybridBlock):
    def __init__(self):
        super().__init__()
        with self.name_scope():
            self.fc_down = nn.Dense(3, in_units=6)
            self.fc_up = nn.Dense(6, in_units=3)

    def hybrid_forward(self, F, feat):
        squeezed = feat.mean(axis=(2, 3))
        scale = F.sigmoid(self.fc_up(F.relu(self.fc_down(squeezed))))
        scale = scale.expand_dims(axis=2).expand_dims(axis=3)
        return feat * scale
