"""Framewise pitch on raw audio: the number of hop-spaced frames `(audio.shape[1] - self.win) // self.hop + 1`, frames cut by `slice_axis` in a loop."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 64)]


class FramewisePitch(HybridBlock):
    def __init__(self, win=16, hop=8, n_bins=12, **kwargs):
        super(FramewisePitch, self).__init__(**kwargs)
        self.win = win
        self.hop = hop
        with self.name_scope():
            self.classifier = nn.Dense(n_bins, in_units=win)

    def hybrid_forward(self, F, audio):
        n_frames = (audio.shape[1] - self.win) // self.hop + 1
        frames = [F.slice_axis(audio, axis=1, begin=i * self.hop, end=i * self.hop + self.win)
                  for i in range(n_frames)]
        act = F.sigmoid(self.classifier(F.stack(*frames, axis=1).reshape((-3, 0))))
        return F.argmax(act, axis=1).reshape((-4, -1, n_frames))


Net = FramewisePitch
