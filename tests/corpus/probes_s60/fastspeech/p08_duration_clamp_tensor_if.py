"""FastSpeech inference clamping durations: `if F.min(dur) < 0:` on the predicted (N, P) durations before `relu`, as written in an eager decoding loop."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 6)]


class ClampedDurations(HybridBlock):
    def __init__(self, units=6, alpha=1.0, **kwargs):
        super().__init__(**kwargs)
        self._alpha = alpha
        with self.name_scope():
            self.dur = nn.Dense(1, flatten=False, in_units=units)

    def hybrid_forward(self, F, x):
        dur = self.dur(x).reshape((0, -1)) * self._alpha
        if F.min(dur) < 0:
            dur = F.relu(dur)
        return F.round(F.exp(dur) - 1)


Net = ClampedDurations
