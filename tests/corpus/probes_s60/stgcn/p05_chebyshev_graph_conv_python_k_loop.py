"""Chebyshev graph convolution of order K: T0 = x, T1 = x L, Tk = 2 Tk-1 L - Tk-2 by a python loop over the configured order, terms concatenated on channels and mixed by a 1x1 conv; the scaled Laplacian a constant."""
import numpy as np
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 8, 5)]


def scaled_laplacian(v):
    a = np.zeros((v, v), "float32")
    for i in range(v - 1):
        a[i, i + 1] = a[i + 1, i] = 1
    d = np.diag(a.sum(axis=1))
    lap = d - a
    lam = np.linalg.eigvalsh(lap).max()
    return (2 * lap / lam - np.eye(v)).astype("float32")


class ChebGraphConv(HybridBlock):
    def __init__(self, channels=4, out_channels=6, num_nodes=5, order=3, **kwargs):
        super().__init__(**kwargs)
        self._order = order
        with self.name_scope():
            self.lap = self.params.get_constant("lap", scaled_laplacian(num_nodes))
            self.theta = nn.Conv2D(out_channels, 1, in_channels=channels * order)

    def hybrid_forward(self, F, x, lap):
        terms = [x]
        if self._order > 1:
            terms.append(F.dot(x, lap))
        for _ in range(2, self._order):
            terms.append(2 * F.dot(terms[-1], lap) - terms[-2])
        return F.relu(self.theta(F.concat(*terms, dim=1)))


Net = ChebGraphConv
