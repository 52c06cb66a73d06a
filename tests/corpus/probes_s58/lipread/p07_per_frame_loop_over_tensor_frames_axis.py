"""Per-frame trunk looping `for t in range(clip.shape[2])` over the clip's frame axis."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 1, 4, 12, 12)]


class PerFrameTrunkShape(HybridBlock):
    def __init__(self, **kwargs):
        super(PerFrameTrunkShape, self).__init__(**kwargs)
        with self.name_scope():
            self.trunk = nn.HybridSequential()
            self.trunk.add(nn.Conv2D(4, 3, strides=2, padding=1, activation="relu"), nn.GlobalMaxPool2D(),
                           nn.Flatten())

    def hybrid_forward(self, F, clip):
        outs = []
        for t in range(clip.shape[2]):
            frame = F.slice_axis(clip, axis=2, begin=t, end=t + 1).squeeze(axis=2)
            outs.append(self.trunk(frame))
        return F.stack(*outs, axis=1)


Net = PerFrameTrunkShape
