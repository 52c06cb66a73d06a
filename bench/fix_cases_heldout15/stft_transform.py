"""Short-time Fourier transform of a Tacotron 2 code base: `transform` reads the batch and sample
counts off `input_data.shape`, reshapes positionally, reflect-pads and convolves with `nd.pad` and
`nd.Convolution` (the eager namespace) using Fourier bases held as NDArrays built in `__init__`,
slices the real and imaginary halves with `forward_transform[:, :cutoff, :]`, and computes the
phase as `nd.array(np.arctan2(imag_part.asnumpy(), real_part.asnumpy()))` -- a round trip through
numpy.

Source: Wallart/gluon-tacotron2 @ 432995b846, model/layers/stft.py (STFT, adapted there from Prem
Seetharaman's pytorch-stft). `__init__` and `transform` unchanged but for the window: scipy's
`get_window('hann', win_length, fftbins=True)` written out with numpy (the periodic Hann window),
and librosa's `pad_center`, a no-op when `win_length == filter_length` (the default, asserted),
dropped. `inverse`, written with torch calls, is cut, so `hybrid_forward` returns what `transform`
gives: magnitude and phase (it stores them on the block, as in the repository). Sizes: filter and
window length 8, hop 2 (800, 200 in the repository). Input: 2 signals of 16 samples.
"""
import numpy as np
from mxnet import nd, gluon

INPUTS = [(2, 16)]


def _hann(n):
    return 0.5 - 0.5 * np.cos(2 * np.pi * np.arange(n) / n)


class Net(gluon.HybridBlock):
    def __init__(self, filter_length=8, hop_length=2, win_length=8, window='hann'):
        super(Net, self).__init__()
        self.filter_length = filter_length
        self.hop_length = hop_length
        self.win_length = win_length
        self.window = window
        self.forward_transform = None
        scale = self.filter_length / self.hop_length
        fourier_basis = np.fft.fft(np.eye(self.filter_length))

        cutoff = int((self.filter_length / 2 + 1))
        fourier_basis = np.vstack([np.real(fourier_basis[:cutoff, :]), np.imag(fourier_basis[:cutoff, :])])

        self.forward_basis = nd.array(fourier_basis[:, np.newaxis, :])
        self.inverse_basis = nd.array(np.linalg.pinv(scale * fourier_basis).T[:, np.newaxis, :])

        if window is not None:
            assert(win_length >= filter_length)
            fft_window = _hann(win_length)
            fft_window = nd.array(fft_window)

            # window the bases
            self.forward_basis *= fft_window
            self.inverse_basis *= fft_window

    def transform(self, input_data):
        num_batches = input_data.shape[0]
        num_samples = input_data.shape[1]

        self.num_samples = num_samples

        # similar to librosa, reflect-pad the input
        input_data = input_data.reshape(num_batches, 1, num_samples).expand_dims(1)
        input_data = nd.pad(input_data, 'reflect', (0, 0, 0, 0, 0, 0, self.filter_length // 2, self.filter_length // 2))
        input_data = input_data.squeeze(axis=1)

        forward_transform = nd.Convolution(input_data, self.forward_basis, no_bias=True, kernel=self.forward_basis.shape[2], num_filter=self.forward_basis.shape[0], stride=self.hop_length, pad=0)

        cutoff = int((self.filter_length / 2) + 1)
        real_part = forward_transform[:, :cutoff, :]
        imag_part = forward_transform[:, cutoff:, :]

        magnitude = nd.sqrt(real_part**2 + imag_part**2)
        phase = nd.array(np.arctan2(imag_part.asnumpy(), real_part.asnumpy()))

        return magnitude, phase

    def hybrid_forward(self, F, x, *args, **kwargs):
        self.magnitude, self.phase = self.transform(x)
        return self.magnitude, self.phase
