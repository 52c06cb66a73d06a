"""Chebyshev spectral mesh convolution (CoMA): `T_k = 2 L T_{k-1} - T_{k-2}` over a python order K with a fixed scaled Laplacian constant, the K terms concatenated and mixed by a 1x1 `Conv1D`."""
import numpy as np
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 6)]


class ChebConv(HybridBlock):
    def __init__(self, vertices=6, order=3, channels=4, **kwargs):
        super().__init__(**kwargs)
        self.order = order
        a = np.roll(np.eye(vertices), 1, axis=1) + np.roll(np.eye(vertices), -1, axis=1)
        lap = np.eye(vertices) - a / 2.0
        with self.name_scope():
            self.lap = self.params.get_constant("lap", lap - np.eye(vertices))
            self.mix = nn.Conv1D(channels, 1)

    def hybrid_forward(self, F, x, lap):
        terms = [x, F.dot(x, lap)]
        for _ in range(2, self.order):
            terms.append(2 * F.dot(terms[-1], lap) - terms[-2])
        return self.mix(F.concat(*terms, dim=1))


Net = ChebConv
