"""SoundStream's encoder: a causal input conv, encoder blocks of dilated causal residual units (the conv's
left-padded output trimmed back to the input length by `y[:, :, :x.shape[-1]]`) and a strided conv each, so the
output has `T // prod(strides)` frames; the embedding is projected per frame and its mean over frames taken by
a sum over the frame count computed from the waveform length."""
from functools import reduce

from mxnet.gluon import nn


INPUTS = [(2, 1, 16)]


class ResidualUnit(nn.HybridBlock):
    def __init__(self, channels, dilation, **kwargs):
        super(ResidualUnit, self).__init__(**kwargs)
        with self.name_scope():
            self.conv = nn.Conv1D(channels, 3, dilation=dilation, padding=2 * dilation, in_channels=channels)
            self.proj = nn.Conv1D(channels, 1, in_channels=channels)

    def hybrid_forward(self, F, x):
        y = F.LeakyReLU(self.conv(x), act_type='elu')
        y = y[:, :, :x.shape[-1]]
        return x + self.proj(y)


class Net(nn.HybridBlock):
    def __init__(self, channels=4, strides=(2, 4), D=6, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.hop_length = reduce(lambda a, b: a * b, strides)
        with self.name_scope():
            self.conv_in = nn.Conv1D(channels, 7, padding=3, in_channels=1)
            self.blocks = nn.HybridSequential()
            c = channels
            for s in strides:
                for d in (1, 3):
                    self.blocks.add(ResidualUnit(c, d))
                self.blocks.add(nn.Conv1D(2 * c, 2 * s, strides=s, padding=s // 2, in_channels=c))
                c = 2 * c
            self.conv_out = nn.Conv1D(D, 3, padding=1, in_channels=c)

    def hybrid_forward(self, F, wav):
        x = self.conv_in(wav)
        x = self.blocks(x)
        emb = self.conv_out(x)
        n_frames = wav.shape[-1] // self.hop_length
        pooled = F.sum(emb, axis=2) / n_frames
        return emb.transpose((0, 2, 1)), pooled
