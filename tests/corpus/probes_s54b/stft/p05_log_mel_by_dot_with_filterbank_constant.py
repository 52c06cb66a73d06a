"""Log-mel features: a power spectrogram `(N, T, bins)` from a conv STFT, transposed, projected onto a triangular mel filterbank constant `(bins, mels)` with `F.dot`, then `F.log(x + eps)`."""
import numpy as onp
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 64)]


def triangular_filterbank(bins, mels):
    edges = onp.linspace(0, bins - 1, mels + 2)
    fb = onp.zeros((bins, mels), dtype="float32")
    for m in range(mels):
        lo, mid, hi = edges[m], edges[m + 1], edges[m + 2]
        for b in range(bins):
            if lo <= b <= mid:
                fb[b, m] = (b - lo) / (mid - lo)
            elif mid < b <= hi:
                fb[b, m] = (hi - b) / (hi - mid)
    return fb


class LogMel(HybridBlock):
    def __init__(self, n_fft=16, hop=8, mels=5, **kwargs):
        super(LogMel, self).__init__(**kwargs)
        bins = n_fft // 2 + 1
        with self.name_scope():
            self.stft = nn.Conv1D(bins, kernel_size=n_fft, strides=hop, use_bias=False, in_channels=1)
            self.fb = self.params.get_constant("fb", triangular_filterbank(bins, mels))

    def hybrid_forward(self, F, wav, fb):
        power = F.square(self.stft(wav.expand_dims(axis=1))).transpose((0, 2, 1))
        return F.log(F.dot(power, fb) + 1e-6)


Net = LogMel
