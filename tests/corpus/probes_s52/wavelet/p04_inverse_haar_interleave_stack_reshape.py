"""Analysis then synthesis: the inverse Haar interleaves even and odd samples by `F.stack(even, odd, axis=-1).reshape((0, 0, -3))`; the block returns the reconstruction and its error."""
import math

from mxnet.gluon import HybridBlock

INPUTS = [(2, 3, 8)]


class HaarRoundTrip(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        self.scale = 1.0 / math.sqrt(2.0)

    def analysis(self, F, x):
        even, odd = F.split(x.reshape((0, 0, -4, -1, 2)), num_outputs=2, axis=-1, squeeze_axis=True)
        return (even + odd) * self.scale, (even - odd) * self.scale

    def synthesis(self, F, approx, detail):
        even = (approx + detail) * self.scale
        odd = (approx - detail) * self.scale
        return F.stack(even, odd, axis=-1).reshape((0, 0, -3))

    def hybrid_forward(self, F, x):
        rec = self.synthesis(F, *self.analysis(F, x))
        return rec, F.abs(rec - x).max()


Net = HaarRoundTrip
