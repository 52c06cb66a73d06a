"""Numpy-mode (MXNet 2 style) Pix2Seq decoding in `forward`: coordinate logits cut by `logits[..., off:off + n_bins]` (a numpy-mode slice, legal), `argmax` to bins, dequantised and reshaped to `(N, -1, 4)` with N from `h.shape[0]`."""
from mxnet import np, npx
from mxnet.gluon import HybridBlock, nn

npx.set_np()

INPUTS = [(2, 8, 6)]


class NumpyDequantise(HybridBlock):
    def __init__(self, units=6, n_bins=10, offset=5, **kwargs):
        super().__init__(**kwargs)
        self.n_bins, self.offset = n_bins, offset
        self.head = nn.Dense(n_bins + offset, flatten=False, in_units=units)

    def forward(self, h):
        logits = self.head(h)
        bins = np.argmax(logits[..., self.offset:self.offset + self.n_bins], axis=-1)
        return (bins / (self.n_bins - 1)).reshape(h.shape[0], -1, 4)


Net = NumpyDequantise
