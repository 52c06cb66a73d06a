"""Full wavelet packet depth: decompose `while approx.shape[-1] > self.min_length`."""
import math

from mxnet.gluon import HybridBlock

INPUTS = [(2, 2, 16)]


class AdaptiveDepthDWT(HybridBlock):
    def __init__(self, min_length=2, **kwargs):
        super().__init__(**kwargs)
        self.min_length, self.scale = min_length, 1.0 / math.sqrt(2.0)

    def hybrid_forward(self, F, x):
        approx, details = x, []
        while approx.shape[-1] > self.min_length:
            even, odd = F.split(approx.reshape((0, 0, -4, -1, 2)), num_outputs=2, axis=-1, squeeze_axis=True)
            details.append(F.flatten((even - odd) * self.scale))
            approx = (even + odd) * self.scale
        return F.concat(F.flatten(approx), *details, dim=1)


Net = AdaptiveDepthDWT
