"""FastSpeech inference durations: `dur = F.exp(log_dur) - 1`, then `dur *= self.alpha` (speed control, a python float) and `F.round`, the in-place scale on a traced tensor."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 6)]


class SpeedControlledDurations(HybridBlock):
    def __init__(self, units=6, alpha=1.2, **kwargs):
        super().__init__(**kwargs)
        self.alpha = alpha
        with self.name_scope():
            self.dur = nn.Dense(1, flatten=False, in_units=units)

    def hybrid_forward(self, F, x):
        dur = F.exp(self.dur(x).reshape((0, -1))) - 1
        dur *= self.alpha
        return F.round(F.relu(dur))


Net = SpeedControlledDurations
