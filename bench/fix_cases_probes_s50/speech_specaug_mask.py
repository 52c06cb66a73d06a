"""SpecAugment at evaluation-fixed positions: a time band and a frequency band masked out of a (batch, freq, time) spectrogram."""
from mxnet.gluon import nn


INPUTS = [(2, 6, 8)]


class Net(nn.HybridBlock):
    def __init__(self, t0=2, t_width=3, f0=1, f_width=2, **kwargs):
        super(Net, self).__init__(**kwargs)
        self._t = (t0, t0 + t_width)
        self._f = (f0, f0 + f_width)
        with self.name_scope():
            self.proj = nn.Conv1D(4, 1, in_channels=6)

    def hybrid_forward(self, F, spec):
        t = F.arange(spec.shape[2])
        keep_t = (t < self._t[0]) + (t >= self._t[1])
        f = F.arange(spec.shape[1])
        keep_f = (f < self._f[0]) + (f >= self._f[1])
        mask = keep_f.reshape((-1, 1)) * keep_t.reshape((1, -1))
        return self.proj(spec * mask)
