"""Overlapping framing with window and hop: the frame count computed from `wave.shape[1]`, frames stacked."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(3, 64)]


class Net(HybridBlock):
    def __init__(self, win=16, hop=8, units=8, **kwargs):
        super().__init__(**kwargs)
        self._win, self._hop = win, hop
        with self.name_scope():
            self.frame_proj = nn.Dense(units, flatten=False, in_units=win)

    def hybrid_forward(self, F, wave):
        num_frames = (wave.shape[1] - self._win) // self._hop + 1
        frames = [F.slice_axis(wave, axis=1, begin=i * self._hop, end=i * self._hop + self._win)
                  for i in range(num_frames)]
        return self.frame_proj(F.stack(*frames, axis=1))
