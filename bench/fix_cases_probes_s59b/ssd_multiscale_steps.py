"""SSD anchor steps per scale read from the maps: `step = x.shape[2] / feat.shape[2]` for each feature map, the step used to scale the predicted offsets, and the per-scale boxes concatenated."""
from mxnet.gluon import nn


INPUTS = [(2, 3, 8, 8)]


class Net(nn.HybridBlock):
    def __init__(self, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.stages = nn.HybridSequential()
            self.heads = nn.HybridSequential()
            for _ in range(2):
                self.stages.add(nn.Conv2D(3, 3, strides=2, padding=1, in_channels=3))
                self.heads.add(nn.Conv2D(4, 1, in_channels=3))

    def hybrid_forward(self, F, x):
        feat = x
        outs = []
        for stage, head in zip(self.stages, self.heads):
            feat = stage(feat)
            step = x.shape[2] / feat.shape[2]
            loc = head(feat).transpose((0, 2, 3, 1)).reshape((0, -1, 4))
            outs.append(loc * step)
        return F.concat(*outs, dim=1)
