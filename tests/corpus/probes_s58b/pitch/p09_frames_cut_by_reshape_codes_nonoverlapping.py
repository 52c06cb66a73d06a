"""Framewise pitch on raw audio with non-overlapping frames: `reshape((0, -1, win))`, a classifier over frames with `flatten=False`, argmax per frame."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 64)]


class FramewisePitch(HybridBlock):
    def __init__(self, win=16, n_bins=12, **kwargs):
        super(FramewisePitch, self).__init__(**kwargs)
        self.win = win
        with self.name_scope():
            self.classifier = nn.Dense(n_bins, flatten=False, in_units=win)

    def hybrid_forward(self, F, audio):
        frames = audio.reshape((0, -1, self.win))
        frames = F.broadcast_sub(frames, frames.mean(axis=2, keepdims=True))
        act = F.sigmoid(self.classifier(frames))
        return F.argmax(act, axis=2), act.max(axis=2)


Net = FramewisePitch
