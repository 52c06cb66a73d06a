"""LMU unrolled by a module helper without F, `unroll(cell, x, h, m)`, that loops over `range(x.shape[1])`
and calls the cell child on `slice_axis` steps."""
import numpy as np
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 3), (2, 4), (2, 3)]


def lmu_matrices(order, theta):
    """A and B of the Pade-approximated delay of length theta, discretised by zero-order hold (dt = 1)
    through the exponential of the augmented matrix [[A, B], [0, 0]] (a Taylor series: the entries are
    small)."""
    q = np.arange(order, dtype="float64")
    r = (2 * q + 1)[:, None] / theta
    j, i = np.meshgrid(q, q)
    a = np.where(i < j, -1, (-1.0) ** (i - j + 1)) * r
    b = ((-1.0) ** q)[:, None] * r
    m = np.zeros((order + 1, order + 1))
    m[:order, :order], m[:order, order:] = a, b
    e, term = np.eye(order + 1), np.eye(order + 1)
    for n in range(1, 30):
        term = term @ m / n
        e = e + term
    return e[:order, :order].astype("float32"), e[:order, order:].astype("float32")


class Cell(HybridBlock):
    def __init__(self, hidden, order, theta, **kwargs):
        super().__init__(**kwargs)
        a, b = lmu_matrices(order, theta)
        with self.name_scope():
            self.A = self.params.get_constant("A", a)
            self.B = self.params.get_constant("B", b)
            self.enc = nn.Dense(1)
            self.hid = nn.Dense(hidden, activation="tanh")

    def hybrid_forward(self, F, x, h, m, A, B):
        u = self.enc(F.concat(x, h, m, dim=1))
        m = F.dot(m, A, transpose_b=True) + F.dot(u, B, transpose_b=True)
        return self.hid(F.concat(x, h, m, dim=1)), m


def unroll(cell, x, h, m):
    for t in range(x.shape[1]):
        h, m = cell(x.slice_axis(axis=1, begin=t, end=t + 1).reshape((0, -1)), h, m)
    return h, m


class HelperUnrollLMU(HybridBlock):
    def __init__(self, hidden=4, order=3, theta=4.0, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.cell = Cell(hidden, order, theta)

    def hybrid_forward(self, F, x, h, m):
        return unroll(self.cell, x, h, m)


Net = HelperUnrollLMU
