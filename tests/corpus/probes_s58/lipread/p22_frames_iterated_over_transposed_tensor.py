"""Per-frame trunk iterating `for frame in clip.transpose((2, 0, 1, 3, 4))` (python iteration over a tensor's first axis), features stacked on axis 1."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 1, 3, 8, 8)]


class IterFrames(HybridBlock):
    def __init__(self, **kwargs):
        super(IterFrames, self).__init__(**kwargs)
        with self.name_scope():
            self.trunk = nn.HybridSequential()
            self.trunk.add(nn.Conv2D(4, 3, padding=1, activation="relu"), nn.GlobalAvgPool2D(), nn.Flatten())

    def hybrid_forward(self, F, clip):
        feats = [self.trunk(frame) for frame in clip.transpose((2, 0, 1, 3, 4))]
        return F.stack(*feats, axis=1)


Net = IterFrames
