"""Multi-level side outputs (HED/DSS style): a 1x1 score at each of three stages, every score resized to the image size `x.shape[2:]`, the side outputs concatenated and fused, all returned for deep supervision."""
from mxnet.gluon import nn


INPUTS = [(2, 3, 8, 8)]


class Net(nn.HybridBlock):
    def __init__(self, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.stages = nn.HybridSequential()
            self.scores = nn.HybridSequential()
            for cin, cout in ((3, 4), (4, 4), (4, 4)):
                self.stages.add(nn.Conv2D(cout, 3, strides=2, padding=1, in_channels=cin, activation='relu'))
                self.scores.add(nn.Conv2D(1, 1, in_channels=cout))
            self.fuse = nn.Conv2D(1, 1, in_channels=3)

    def hybrid_forward(self, F, x):
        size = x.shape[2:]
        sides = []
        h = x
        for stage, score in zip(self.stages, self.scores):
            h = stage(h)
            sides.append(F.contrib.BilinearResize2D(score(h), height=size[0], width=size[1]))
        fused = self.fuse(F.concat(*sides, dim=1))
        return [fused] + sides
