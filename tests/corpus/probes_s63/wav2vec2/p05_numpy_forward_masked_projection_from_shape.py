"""Numpy-mode (MXNet 2 style) wav2vec 2.0 front in `forward`: LayerNorm + Dense feature projection, the number of masked steps `int(0.5 * x.shape[1])` and the mask as `np.arange(x.shape[1]) < n_mask` broadcast over the batch, masked steps zeroed by `np.where`."""
from mxnet import np, npx
from mxnet.gluon import HybridBlock, nn

npx.set_np()

INPUTS = [(2, 6, 8)]


class NumpyFrontEnd(HybridBlock):
    def __init__(self, channels=8, mask_prob=0.5, **kwargs):
        super().__init__(**kwargs)
        self._p = mask_prob
        self.ln = nn.LayerNorm(in_channels=channels)
        self.proj = nn.Dense(channels, in_units=channels, flatten=False)

    def forward(self, x):
        h = self.proj(self.ln(x))
        n_mask = int(self._p * x.shape[1])
        mask = np.expand_dims(np.expand_dims(np.arange(x.shape[1]) < n_mask, 0), -1)
        return np.where(mask, np.zeros_like(h), h)


Net = NumpyFrontEnd
