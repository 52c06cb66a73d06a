"""Gaze from eye features and head pose: the (N, 2) pose concatenated to the features, (pitch, yaw) read with `out[:, 0]` and `out[:, 1]`, turned into a 3-d unit vector stacked along axis 1."""
from mxnet.gluon import nn


INPUTS = [(2, 6), (2, 2)]


class Net(nn.HybridBlock):
    def __init__(self, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.fc = nn.Dense(2, in_units=8)

    def hybrid_forward(self, F, feat, pose):
        out = self.fc(F.concat(feat, pose, dim=1))
        pitch, yaw = out[:, 0], out[:, 1]
        return F.stack(-F.cos(pitch) * F.sin(yaw), -F.sin(pitch), -F.cos(pitch) * F.cos(yaw), axis=1)
