"""Multi-level Haar decomposition over a python level count: each level halves the approximation with stepped `F.slice`, details are kept in a python list and flattened into one feature vector with the last approximation."""
import math

from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 2, 16)]


class WaveletFeatures(HybridBlock):
    def __init__(self, levels=3, units=5, **kwargs):
        super().__init__(**kwargs)
        self.levels, self.scale = levels, 1.0 / math.sqrt(2.0)
        with self.name_scope():
            self.classifier = nn.Dense(units)

    def hybrid_forward(self, F, x):
        approx, details = x, []
        for _ in range(self.levels):
            even = F.slice(approx, begin=(None, None, 0), end=(None, None, None), step=(None, None, 2))
            odd = F.slice(approx, begin=(None, None, 1), end=(None, None, None), step=(None, None, 2))
            details.append(F.flatten((even - odd) * self.scale))
            approx = (even + odd) * self.scale
        return self.classifier(F.concat(F.flatten(approx), *details, dim=1))


Net = WaveletFeatures
