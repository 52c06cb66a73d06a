"""FastSpeech length regulator with a fixed maximum mel length: durations rounded from a predictor, their running sums by `dot` with an upper-triangular constant, the (N, T, P) alignment from frame-index constants compared with `broadcast_greater_equal`/`broadcast_lesser`, phoneme states expanded by `batch_dot`."""
import numpy as np
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 6)]


class LengthRegulator(HybridBlock):
    def __init__(self, units=6, num_phones=5, max_len=12, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.dur = nn.Dense(1, flatten=False, in_units=units)
            self.triu = self.params.get_constant("triu", np.triu(np.ones((num_phones, num_phones), "float32")))
            self.frames = self.params.get_constant("frames", np.arange(max_len, dtype="float32").reshape((1, -1, 1)))

    def hybrid_forward(self, F, h, triu, frames):
        dur = F.round(F.relu(self.dur(h)).reshape((0, -1)) * 2)
        ends = F.dot(dur, triu)
        starts = ends - dur
        align = F.broadcast_greater_equal(frames, starts.expand_dims(1)) * \
            F.broadcast_lesser(frames, ends.expand_dims(1))
        return F.batch_dot(align, h)


Net = LengthRegulator
