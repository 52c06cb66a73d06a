"""LMU cell whose base class updates the memory in `update_memory(self, F, m, u, A, B)` by `dot`s; the
subclass overrides it with `u * B.reshape((1, -1))`, a plain `*` of the (B, 1) input and the (1, order)
row."""
import numpy as np
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3), (2, 4), (2, 3)]


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


class CellBase(HybridBlock):
    def __init__(self, hidden=4, order=3, theta=4.0, **kwargs):
        super().__init__(**kwargs)
        a, b = lmu_matrices(order, theta)
        with self.name_scope():
            self.A = self.params.get_constant("A", a)
            self.B = self.params.get_constant("B", b)
            self.enc = nn.Dense(1)
            self.hid = nn.Dense(hidden, activation="tanh")

    def update_memory(self, F, m, u, A, B):
        return F.dot(m, A, transpose_b=True) + F.dot(u, B, transpose_b=True)

    def hybrid_forward(self, F, x, h, m, A, B):
        u = self.enc(F.concat(x, h, m, dim=1))
        m = self.update_memory(F, m, u, A, B)
        return self.hid(F.concat(x, h, m, dim=1)), m


class RowCell(CellBase):
    def update_memory(self, F, m, u, A, B):
        return F.dot(m, A, transpose_b=True) + u * B.reshape((1, -1))


Net = RowCell
