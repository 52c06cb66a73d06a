"""Log-mel with per-utterance mean normalisation written `logmel - F.mean(logmel, axis=1, keepdims=True)` (plain operator on `(N, T, M)` and `(N, 1, M)`)."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 64)]


class NormalisedLogMel(HybridBlock):
    def __init__(self, n_fft=16, hop=8, mels=5, **kwargs):
        super(NormalisedLogMel, self).__init__(**kwargs)
        with self.name_scope():
            self.stft = nn.Conv1D(n_fft // 2 + 1, kernel_size=n_fft, strides=hop, use_bias=False, in_channels=1)
            self.mel = nn.Dense(mels, use_bias=False, flatten=False)

    def hybrid_forward(self, F, wav):
        power = F.square(self.stft(wav.expand_dims(axis=1))).transpose((0, 2, 1))
        logmel = F.log(F.abs(self.mel(power)) + 1e-6)
        return logmel - F.mean(logmel, axis=1, keepdims=True)


Net = NormalisedLogMel
