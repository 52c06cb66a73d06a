"""Whisper audio encoder front end (a GluonNLP-style port): two Conv1D over the log-mel channels, the second strided by 2, gelu after each, the (N, d, T/2) map transposed to (N, T/2, d); sinusoidal positions built by numpy in `__init__` for `n_ctx` frames are held as a constant, cut to the python frame count with `F.slice_axis` and added by `broadcast_add` after `expand_dims(0)`."""
import numpy as np
from mxnet.gluon import HybridBlock, nn


def sinusoids(length, channels, max_timescale=10000):
    inc = np.log(max_timescale) / (channels // 2 - 1)
    inv = np.exp(-inc * np.arange(channels // 2))
    t = np.arange(length)[:, None] * inv[None, :]
    return np.concatenate([np.sin(t), np.cos(t)], axis=1).astype("float32")


INPUTS = [(2, 6, 12)]


class AudioFrontEnd(HybridBlock):
    def __init__(self, n_mels=6, d=8, n_frames=12, n_ctx=16, **kwargs):
        super(AudioFrontEnd, self).__init__(**kwargs)
        self._t = n_frames // 2
        with self.name_scope():
            self.conv1 = nn.Conv1D(d, 3, padding=1, in_channels=n_mels)
            self.conv2 = nn.Conv1D(d, 3, strides=2, padding=1, in_channels=d)
            self.pos = self.params.get_constant("pos", sinusoids(n_ctx, d))

    def hybrid_forward(self, F, mel, pos):
        x = F.LeakyReLU(self.conv1(mel), act_type="gelu")
        x = F.LeakyReLU(self.conv2(x), act_type="gelu")
        x = F.transpose(x, axes=(0, 2, 1))
        p = F.slice_axis(pos, axis=0, begin=0, end=self._t)
        return F.broadcast_add(x, p.expand_dims(0))


Net = AudioFrontEnd
