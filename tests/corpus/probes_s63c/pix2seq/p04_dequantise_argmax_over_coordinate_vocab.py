"""Pix2Seq decoding: the (N, L, V) logits restricted to the coordinate tokens by `slice_axis(axis=-1, begin=offset, end=offset + n_bins)`, `argmax` to bins, dequantised by `bins / (n_bins - 1)` and reshaped to (N, L/4, 4) boxes by codes `(0, -4, -1, 4)`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 8, 6)]


class Dequantise(HybridBlock):
    def __init__(self, units=6, n_bins=10, offset=5, **kwargs):
        super(Dequantise, self).__init__(**kwargs)
        self.n_bins, self.offset = n_bins, offset
        with self.name_scope():
            self.head = nn.Dense(n_bins + offset, flatten=False, in_units=units)

    def hybrid_forward(self, F, h):
        logits = self.head(h)
        coord = F.slice_axis(logits, axis=-1, begin=self.offset, end=self.offset + self.n_bins)
        bins = F.argmax(coord, axis=-1)
        return (bins / (self.n_bins - 1)).reshape((0, -4, -1, 4))


Net = Dequantise
