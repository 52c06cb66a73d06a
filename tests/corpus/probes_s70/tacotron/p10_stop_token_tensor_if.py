"""Tacotron decoder step that zeroes the frames once the stop token fires: `if stop.max() > 0.5:`
on the stop-token head's output."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 8)]


class StopIf(HybridBlock):
    def __init__(self, n_mels=4, r=2, **kwargs):
        super().__init__(**kwargs)
        self.n_mels = n_mels
        with self.name_scope():
            self.frames = nn.Dense(n_mels * r, flatten=False)
            self.stop = nn.Dense(1, flatten=False)

    def hybrid_forward(self, F, states):
        mels = self.frames(states).reshape((0, -1, self.n_mels))
        stop = F.sigmoid(self.stop(states))
        if stop.max() > 0.5:
            mels = mels * 0
        return mels, stop


Net = StopIf
