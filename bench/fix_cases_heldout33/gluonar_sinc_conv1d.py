"""GluonAR's SincNet layer (`SincConv1D`, speaker recognition from raw waveforms): two learned cut-off
Parameters `f1`, `f2` initialised with `init.Constant(f1_init.tolist())`, where `f1_init`, `f2_init`
are the numpy arrays `self._init_weight` returns (mel-spaced band edges).  Eagerly the Parameters
initialise from the lists; hybridized, MXNet 1.9.1 declares each Parameter's variable with its
initializer's JSON and `Constant.dumps` fails on a list.

Source: haoxintong/gluon-audio @ 4e50283bb4 (2019-06), gluonar/nn/basic_blocks.py, SincConv1D as
written (the module's scipy/librosa imports, which this block does not use, dropped); 8 filters of
31 taps at 16 kHz.  Input: a batch of 2 mono signals of 400 samples, (2, 1, 400).
"""
import math
import numpy as np
from mxnet import init, nd
from mxnet.gluon import nn

INPUTS = [(2, 1, 400)]


class SincConv1D(nn.HybridBlock):
    """Sinc Conv Block from
    `"Speaker Recognition from Raw Waveform with SincNet"
    <https://arxiv.org/abs/1808.00158>`_ paper.

    """

    def __init__(self, channels, kernel_size, sample_rate, dtype='float32', **kwargs):
        super().__init__(**kwargs)
        # self._pi = math.pi

        self._sr = sample_rate
        self._channels = channels
        self._kernel_size = kernel_size
        self._min_freq = 50.0
        self._min_band = 50.0

        self._kwargs = {
            'kernel': kernel_size, 'stride': 1, 'dilate': 1,
            'pad': 0, 'num_filter': channels, 'num_group': 1,
            'no_bias': True, 'layout': "NCW"}

        f1_init, f2_init = self._init_weight(channels, sample_rate)

        N = self._kernel_size
        n = np.linspace(0, N, N)
        window = np.expand_dims(0.54 - 0.46 * np.cos(2 * math.pi * n / N), axis=0)
        t_right = np.linspace(1, (N - 1) / 2, int((N - 1) / 2)) / self._sr
        t_right_2_pi = np.expand_dims(t_right, 0) * 2 * math.pi

        with self.name_scope():
            self.window = self.params.get_constant("window", window)
            self.t_right_2_pi = self.params.get_constant("t_right_2_pi", t_right_2_pi)
            self.f1 = self.params.get("f1", shape=(channels, 1),
                                      init=init.Constant(f1_init.tolist()), dtype=dtype,
                                      allow_deferred_init=True)
            self.f2 = self.params.get("f2", shape=(channels, 1),
                                      init=init.Constant(f2_init.tolist()), dtype=dtype,
                                      allow_deferred_init=True)

    def _init_weight(self, channels, sample_rate):
        # Mel Initialization of the filterbanks
        low_freq_mel = 80
        high_freq_mel = (2595 * np.log10(1 + (sample_rate / 2) / 700))  # Convert Hz to Mel
        mel_points = np.linspace(low_freq_mel, high_freq_mel, channels)  # Equally spaced in Mel scale
        f_cos = (700 * (10 ** (mel_points / 2595) - 1))  # Convert Mel to Hz
        b1, b2 = np.roll(f_cos, 1), np.roll(f_cos, -1)
        b1[0] = 30
        b2[-1] = (sample_rate / 2) - 100
        f1_init = np.expand_dims(b1 / self._sr, 1)
        f2_init = np.expand_dims((b2 - b1) / self._sr, 1)
        return f1_init, f2_init

    def _sinc(self, F, band, t_right_2_pi):
        y_right = F.sin(F.broadcast_mul(band, t_right_2_pi)) / F.broadcast_mul(band, t_right_2_pi)
        y_left = F.flip(y_right, 1)
        return F.concat(y_left, F.ones((self._channels, 1)), y_right, dim=1)

    def hybrid_forward(self, F, x, f1, f2, window, t_right_2_pi, *args, **kwargs):

        f1 = F.abs(f1) + self._min_freq / self._sr
        f2 = f1 + (F.abs(f2) + self._min_band / self._sr)

        lp1 = 2 * F.broadcast_mul(f1, self._sinc(F, f1 * self._sr, t_right_2_pi))
        lp2 = 2 * F.broadcast_mul(f2, self._sinc(F, f2 * self._sr, t_right_2_pi))
        band_pass = lp2 - lp1

        weight = F.broadcast_div(band_pass, F.max(band_pass, axis=1, keepdims=True))
        weight = F.broadcast_mul(weight, window)
        weight = F.expand_dims(weight, axis=1)

        out = F.Convolution(x, weight, name='fwd', **self._kwargs)
        return out


class Net(SincConv1D):
    def __init__(self):
        super(Net, self).__init__(8, 31, 16000)
