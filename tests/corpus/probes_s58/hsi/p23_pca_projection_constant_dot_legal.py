"""Hyperspectral PCA front-end: the band projection held as a `params.get_constant` (B, K) matrix computed in `__init__`, applied to (N, P, P, B) pixels by `F.dot`, then moved to channels-first by `transpose`."""
import numpy as np
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 5, 8)]


class PCAFront(HybridBlock):
    def __init__(self, bands=8, comps=3, **kwargs):
        super(PCAFront, self).__init__(**kwargs)
        rng = np.random.RandomState(1)
        basis, _ = np.linalg.qr(rng.randn(bands, bands))
        with self.name_scope():
            self.basis = self.params.get_constant("basis", basis[:, :comps].tolist())
            self.conv = nn.Conv2D(4, 3, padding=1, in_channels=comps)

    def hybrid_forward(self, F, pixels, basis):
        reduced = F.dot(pixels, basis)
        return self.conv(reduced.transpose((0, 3, 1, 2)))


Net = PCAFront
