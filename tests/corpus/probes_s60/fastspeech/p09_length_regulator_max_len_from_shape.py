"""FastSpeech length regulator bounding the mel length by `max_len = h.shape[1] * self.max_duration` and building the frame grid with `F.arange(max_len)`."""
import numpy as np
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 6)]


class ShapeBoundLengthRegulator(HybridBlock):
    def __init__(self, units=6, num_phones=5, max_duration=2, **kwargs):
        super().__init__(**kwargs)
        self.max_duration = max_duration
        with self.name_scope():
            self.dur = nn.Dense(1, flatten=False, in_units=units)
            self.triu = self.params.get_constant("triu", np.triu(np.ones((num_phones, num_phones), "float32")))

    def hybrid_forward(self, F, h, triu):
        dur = F.round(F.sigmoid(self.dur(h)).reshape((0, -1)) * self.max_duration)
        ends = F.dot(dur, triu)
        max_len = h.shape[1] * self.max_duration
        frames = F.arange(max_len).reshape((1, -1, 1))
        align = F.broadcast_greater_equal(frames, (ends - dur).expand_dims(1)) * \
            F.broadcast_lesser(frames, ends.expand_dims(1))
        return F.batch_dot(align, h)


Net = ShapeBoundLengthRegulator
