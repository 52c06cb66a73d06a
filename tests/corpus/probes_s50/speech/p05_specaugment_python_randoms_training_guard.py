"""SpecAugment inside the model: while training, python `random` draws a time and a frequency band, masked through `F.arange` comparisons against constructor sizes; at inference the features pass unchanged into the encoder."""
import random

from mxnet import autograd
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 10, 8)]


class SpecAugmentEncoder(HybridBlock):
    def __init__(self, num_frames=10, num_bins=8, max_time=3, max_freq=2, **kwargs):
        super().__init__(**kwargs)
        self.num_frames, self.num_bins = num_frames, num_bins
        self.max_time, self.max_freq = max_time, max_freq
        with self.name_scope():
            self.enc = nn.Dense(6, flatten=False, in_units=num_bins)

    def _band(self, F, length, width, start):
        pos = F.arange(length)
        return (pos >= start) * (pos < start + width)

    def hybrid_forward(self, F, spec):
        if autograd.is_training():
            t0 = random.randint(0, self.num_frames - self.max_time)
            f0 = random.randint(0, self.num_bins - self.max_freq)
            t_mask = self._band(F, self.num_frames, random.randint(0, self.max_time), t0).reshape((1, -1, 1))
            f_mask = self._band(F, self.num_bins, random.randint(0, self.max_freq), f0).reshape((1, 1, -1))
            spec = F.broadcast_mul(spec, 1 - t_mask)
            spec = F.broadcast_mul(spec, 1 - f_mask)
        return self.enc(spec)


Net = SpecAugmentEncoder
