"""Per-frame trunk over frames cut by `F.split(clip, num_outputs=self.frames, axis=2, squeeze_axis=True)` and iterated directly (a split's outputs, not a tensor), features stacked on axis 1; the count of parts read by `len(frames)`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 1, 3, 8, 8)]


class SplitFrames(HybridBlock):
    def __init__(self, frames=3, **kwargs):
        super(SplitFrames, self).__init__(**kwargs)
        self.frames = frames
        with self.name_scope():
            self.trunk = nn.HybridSequential()
            self.trunk.add(nn.Conv2D(4, 3, padding=1, activation="relu"), nn.GlobalAvgPool2D(), nn.Flatten())

    def hybrid_forward(self, F, clip):
        frames = F.split(clip, num_outputs=self.frames, axis=2, squeeze_axis=True)
        feats = [self.trunk(f) for f in frames]
        return F.stack(*feats, axis=1) / len(frames)


Net = SplitFrames
