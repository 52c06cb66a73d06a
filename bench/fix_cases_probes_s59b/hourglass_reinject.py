"""Re-injection of predictions between stacks: the next stack's input is `feat + merge_feat(feat) + merge_pred(heat)`; the running sum of the stacks' heatmaps starts from `F.zeros((n, self.joints, h, w))` of `n, _, h, w = x.shape` and grows by `+=`."""
from mxnet.gluon import nn


INPUTS = [(2, 6, 4, 4)]


class Net(nn.HybridBlock):
    def __init__(self, stacks=3, joints=4, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.stacks = stacks
        self.joints = joints
        with self.name_scope():
            self.hgs = nn.HybridSequential()
            self.heads = nn.HybridSequential()
            self.merge_feat = nn.HybridSequential()
            self.merge_pred = nn.HybridSequential()
            for _ in range(stacks):
                self.hgs.add(nn.Conv2D(6, 3, padding=1, in_channels=6, activation='relu'))
                self.heads.add(nn.Conv2D(joints, 1, in_channels=6))
                self.merge_feat.add(nn.Conv2D(6, 1, in_channels=6))
                self.merge_pred.add(nn.Conv2D(6, 1, in_channels=joints))

    def hybrid_forward(self, F, x):
        n, _, h, w = x.shape
        total = F.zeros((n, self.joints, h, w))
        feat = x
        for i in range(self.stacks):
            y = self.hgs[i](feat)
            heat = self.heads[i](y)
            total += heat
            if i < self.stacks - 1:
                feat = feat + self.merge_feat[i](y) + self.merge_pred[i](heat)
        return total / self.stacks
