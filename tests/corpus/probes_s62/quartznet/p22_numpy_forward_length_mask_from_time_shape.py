"""Numpy-mode (MXNet 2 style) masked separable conv in `forward`: `T = x.shape[-1]`, mask `np.arange(T)[None, :] < lengths[:, None]` applied as `x * mask[:, None, :]`."""
from mxnet import np, npx
from mxnet.gluon import HybridBlock, nn

npx.set_np()

INPUTS = [(2, 8, 10), (2,)]


class NumpyMaskedConv(HybridBlock):
    def __init__(self, channels=8, max_len=10, **kwargs):
        super().__init__(**kwargs)
        self._t = max_len
        self.dw = nn.Conv1D(channels, 3, padding=1, groups=channels, in_channels=channels)
        self.pw = nn.Conv1D(channels, 1, in_channels=channels)

    def forward(self, x, len_raw):
        lengths = np.floor((len_raw + 1) * 0.5 * (self._t - 1)) + 1
        T = x.shape[-1]
        mask = (np.arange(T)[None, :] < lengths[:, None]).astype(x.dtype)
        return self.pw(self.dw(x * mask[:, None, :]))


Net = NumpyMaskedConv
