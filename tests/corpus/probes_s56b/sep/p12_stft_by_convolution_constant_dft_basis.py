"""STFT front end by convolution: a windowed DFT basis (2F, 1, W) as a block constant, `F.Convolution` with hop stride, real and imaginary halves by `split`, magnitude, a mask, and the masked magnitude."""
import numpy as np
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 1, 32)]


def dft_basis(win, nfreq):
    n = np.arange(win)
    k = np.arange(nfreq)[:, None]
    window = np.hanning(win)
    real = np.cos(2 * np.pi * k * n / win) * window
    imag = -np.sin(2 * np.pi * k * n / win) * window
    return np.concatenate([real, imag], 0)[:, None, :].astype("float32")


class ConvSTFTMasker(HybridBlock):
    def __init__(self, win=8, hop=4, **kwargs):
        super(ConvSTFTMasker, self).__init__(**kwargs)
        self.win, self.hop, self.nfreq = win, hop, win // 2 + 1
        self.basis = self.params.get_constant("basis", dft_basis(win, self.nfreq))
        with self.name_scope():
            self.mask = nn.Conv1D(self.nfreq, 1, activation="sigmoid", in_channels=self.nfreq)

    def hybrid_forward(self, F, wav, basis):
        spec = F.Convolution(wav, basis, kernel=(self.win,), stride=(self.hop,), num_filter=2 * self.nfreq,
                             no_bias=True)
        real, imag = F.split(spec, num_outputs=2, axis=1)
        mag = F.sqrt(real * real + imag * imag + 1e-9)
        return self.mask(mag) * mag


Net = ConvSTFTMasker
