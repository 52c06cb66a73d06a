"""Offsets gathered joint by joint in a python loop, each joint's map taken as `off[:, k]` (legacy mode)."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 8, 6, 5)]


class Net(HybridBlock):
    def __init__(self, num_joints=3, **kwargs):
        super().__init__(**kwargs)
        self._k = num_joints
        with self.name_scope():
            self.heat = nn.Conv2D(num_joints, 1, in_channels=8)
            self.offset = nn.Conv2D(num_joints, 1, in_channels=8)

    def hybrid_forward(self, F, feats):
        heat = F.reshape(self.heat(feats), shape=(0, 0, -1))
        off = F.reshape(self.offset(feats), shape=(0, 0, -1))
        refined = []
        for k in range(self._k):
            peak = F.argmax(heat[:, k], axis=1)
            refined.append(F.pick(off[:, k], peak, axis=1))
        return F.stack(*refined, axis=1)
