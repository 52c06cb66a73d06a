"""U^2-Net head: three stages at 1, 1/2 and 1/4 resolution, a 1x1 side conv on each, every side map upsampled to the input's size by `BilinearResize2D(like=x)`, fused by a 1x1 conv over their concatenation; returns the sigmoid of the fused map and of each side (a tuple)."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 16, 16)]


class SideFusion(HybridBlock):
    def __init__(self, ch=4, stages=3, **kwargs):
        super().__init__(**kwargs)
        self._n = stages
        self.stages = nn.HybridSequential()
        self.sides = nn.HybridSequential()
        for _ in range(stages):
            self.stages.add(nn.Conv2D(ch, 3, padding=1, activation="relu"))
            self.sides.add(nn.Conv2D(1, 3, padding=1))
        self.pool = nn.MaxPool2D(2, 2)
        self.fuse = nn.Conv2D(1, 1)

    def hybrid_forward(self, F, x):
        h, sides = x, []
        for i in range(self._n):
            h = self.stages[i](h if i == 0 else self.pool(h))
            sides.append(F.contrib.BilinearResize2D(self.sides[i](h), like=x, mode="like"))
        d0 = self.fuse(F.concat(*sides, dim=1))
        return tuple(F.sigmoid(d) for d in [d0] + sides)


Net = SideFusion
