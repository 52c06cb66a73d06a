"""Dense-block style: each stage's output is appended to a list and all are concatenated at the end."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 8, 8)]


class Net(HybridBlock):
    def __init__(self):
        super().__init__()
        self.stages = nn.HybridSequential()
        for width in (4, 6):
            self.stages.add(nn.Conv2D(width, 3, padding=1, activation="relu"))

    def hybrid_forward(self, F, x):
        collected = []
        h = x
        for stage in self.stages:
            h = stage(h)
            collected.append(h)
        return F.concat(x, *collected, dim=1)
