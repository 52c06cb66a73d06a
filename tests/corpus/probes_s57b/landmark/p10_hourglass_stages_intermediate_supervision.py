"""Stacked hourglass-like stages with intermediate supervision: heatmaps of every stage remapped and added back, `range(len(self.stages))`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 8, 8)]


class StackedStages(HybridBlock):
    def __init__(self, num_stacks=2, channels=6, num_joints=5, **kwargs):
        super(StackedStages, self).__init__(**kwargs)
        with self.name_scope():
            self.stem = nn.Conv2D(channels, 3, padding=1, in_channels=3)
            self.stages = nn.HybridSequential()
            self.heads = nn.HybridSequential()
            self.remaps = nn.HybridSequential()
            for _ in range(num_stacks):
                self.stages.add(nn.Conv2D(channels, 3, padding=1, in_channels=channels, activation="relu"))
                self.heads.add(nn.Conv2D(num_joints, 1, in_channels=channels))
                self.remaps.add(nn.Conv2D(channels, 1, in_channels=num_joints))

    def hybrid_forward(self, F, img):
        x = self.stem(img)
        heatmaps = []
        for i in range(len(self.stages)):
            y = self.stages[i](x)
            heat = self.heads[i](y)
            heatmaps.append(heat)
            if i < len(self.stages) - 1:
                x = x + y + self.remaps[i](heat)
        return heatmaps


Net = StackedStages
