"""Per-frame 2-D trunk applied in a python loop over the configured frame count, each frame cut by `F.slice_axis(clip, axis=2, begin=t, end=t + 1).squeeze(axis=2)`, stacked back with `F.stack(axis=1)`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 1, 4, 12, 12)]


class PerFrameTrunk(HybridBlock):
    def __init__(self, frames=4, **kwargs):
        super(PerFrameTrunk, self).__init__(**kwargs)
        self.frames = frames
        with self.name_scope():
            self.trunk = nn.HybridSequential()
            self.trunk.add(nn.Conv2D(4, 3, strides=2, padding=1, activation="relu"), nn.GlobalMaxPool2D(),
                           nn.Flatten())

    def hybrid_forward(self, F, clip):
        outs = []
        for t in range(self.frames):
            frame = F.slice_axis(clip, axis=2, begin=t, end=t + 1).squeeze(axis=2)
            outs.append(self.trunk(frame))
        return F.stack(*outs, axis=1)


Net = PerFrameTrunk
