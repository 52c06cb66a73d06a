"""ChebNet layer (Defferrard et al.): node features (N, F) and the rescaled Laplacian held as an
(N, N) constant; T0 = x, T1 = L x, Tk = 2 L T(k-1) - T(k-2) kept in a python list, concatenated
and projected by a Dense."""
import numpy as np
from mxnet.gluon import HybridBlock, nn

INPUTS = [(5, 3)]


def ring_laplacian(n):
    a = np.zeros((n, n), "float32")
    for i in range(n):
        a[i, (i + 1) % n] = a[(i + 1) % n, i] = 1
    d = np.diag(1 / np.sqrt(a.sum(1)))
    return (-(d @ a @ d)).astype("float32")


class ChebConv(HybridBlock):
    def __init__(self, num_nodes=5, units=4, k=3, **kwargs):
        super().__init__(**kwargs)
        self.k = k
        with self.name_scope():
            self.lap = self.params.get_constant("lap", ring_laplacian(num_nodes))
            self.fc = nn.Dense(units)

    def hybrid_forward(self, F, x, lap):
        terms = [x, F.dot(lap, x)]
        for _ in range(2, self.k):
            terms.append(2 * F.dot(lap, terms[-1]) - terms[-2])
        return self.fc(F.concat(*terms, dim=1))


Net = ChebConv
