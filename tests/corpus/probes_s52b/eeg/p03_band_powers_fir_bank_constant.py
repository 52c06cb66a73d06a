"""Band-power features: a fixed FIR filter bank (windowed sinc band-passes computed in numpy for the constructor's bands) applied to every electrode by `F.Convolution` on the (B*C, 1, T) view (reshape codes `(-3, -2)` then `(-1, 1, 0)`), power as the mean square, log-compressed and reshaped back per electrode."""
import numpy as np
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 32)]


def band_pass(lo, hi, taps, fs):
    n = np.arange(taps) - (taps - 1) / 2
    h = 2 * hi / fs * np.sinc(2 * hi * n / fs) - 2 * lo / fs * np.sinc(2 * lo * n / fs)
    return (h * np.hamming(taps)).astype("float32")


class Net(HybridBlock):
    def __init__(self, electrodes=4, bands=((4, 8), (8, 13), (13, 30)), taps=9, fs=64.0, classes=3, **kwargs):
        super().__init__(**kwargs)
        self.electrodes, self.n_bands, self.taps = electrodes, len(bands), taps
        bank = np.stack([band_pass(lo, hi, taps, fs) for lo, hi in bands])[:, None, :]
        with self.name_scope():
            self.bank = self.params.get_constant("bank", bank)
            self.classify = nn.Dense(classes)

    def hybrid_forward(self, F, x, bank):
        flat = F.reshape(x, (-1, 1, 0))                                     # (B*C, 1, T)
        filtered = F.Convolution(flat, bank, kernel=(self.taps,), num_filter=self.n_bands, no_bias=True)
        power = F.log(F.mean(F.square(filtered), axis=2) + 1e-6)          # (B*C, bands)
        power = F.reshape(power, (-4, -1, self.electrodes, 0))            # (B, C, bands)
        return self.classify(power)
