"""Stacked hourglass with intermediate supervision: every stack predicts heatmaps, and the per-joint peaks are read by flattening the maps to `(n, joints, -1)` with `n = x.shape[0]`; all stacks' heatmaps are returned stacked."""
from mxnet.gluon import nn


INPUTS = [(2, 3, 8, 8)]


class Net(nn.HybridBlock):
    def __init__(self, stacks=2, joints=5, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.stacks = stacks
        self.joints = joints
        with self.name_scope():
            self.pre = nn.Conv2D(8, 3, padding=1, in_channels=3)
            self.hgs = nn.HybridSequential()
            self.heads = nn.HybridSequential()
            for _ in range(stacks):
                self.hgs.add(nn.Conv2D(8, 3, padding=1, in_channels=8))
                self.heads.add(nn.Conv2D(joints, 1, in_channels=8))

    def hybrid_forward(self, F, x):
        n = x.shape[0]
        feat = self.pre(x)
        heats, peaks = [], []
        for i in range(self.stacks):
            feat = F.relu(self.hgs[i](feat))
            heat = self.heads[i](feat)
            heats.append(heat)
            peaks.append(heat.reshape((n, self.joints, -1)).max(axis=2))
        return F.stack(*heats, axis=1), F.concat(*peaks, dim=1)
