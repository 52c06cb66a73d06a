"""STFT as a strided convolution: a windowed DFT basis `(2 * bins, 1, n_fft)` kept as `params.get_constant`, `F.Convolution` over the waveform expanded to one channel, real and imaginary halves by `F.split`, magnitude by `F.sqrt`."""
import numpy as onp
from mxnet.gluon import HybridBlock

INPUTS = [(2, 64)]


def dft_basis(n_fft):
    bins = n_fft // 2 + 1
    n = onp.arange(n_fft)
    k = onp.arange(bins)[:, None]
    window = 0.5 - 0.5 * onp.cos(2 * onp.pi * n / n_fft)
    real = onp.cos(2 * onp.pi * k * n / n_fft) * window
    imag = -onp.sin(2 * onp.pi * k * n / n_fft) * window
    return onp.concatenate([real, imag])[:, None, :].astype("float32")


class ConvSTFT(HybridBlock):
    def __init__(self, n_fft=16, hop=8, **kwargs):
        super(ConvSTFT, self).__init__(**kwargs)
        self.n_fft, self.hop, self.bins = n_fft, hop, n_fft // 2 + 1
        with self.name_scope():
            self.basis = self.params.get_constant("basis", dft_basis(n_fft))

    def hybrid_forward(self, F, wav, basis):
        spec = F.Convolution(wav.expand_dims(axis=1), basis, kernel=(self.n_fft,), stride=(self.hop,),
                             num_filter=2 * self.bins, no_bias=True)
        real, imag = F.split(spec, num_outputs=2, axis=1)
        return F.sqrt(F.square(real) + F.square(imag) + 1e-9)


Net = ConvSTFT
