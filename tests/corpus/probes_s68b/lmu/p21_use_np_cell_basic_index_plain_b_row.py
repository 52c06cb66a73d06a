"""Numpy-mode LMU (`@use_np` on a `hybrid_forward`): the step input `x[:, t]` by a basic index, the memory
update `np.dot(m, A.T) + u * b_row` with a plain `*` of the (B, 1) encoded input and the (1, order) row
of B -- numpy broadcasting, legal on numpy-mode symbols -- unrolled over a constructor's step count."""
import numpy as np
from mxnet import npx
from mxnet.gluon import HybridBlock, nn
from mxnet.util import use_np

npx.set_np()

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


@use_np
class NumpyLMU(HybridBlock):
    def __init__(self, steps=5, hidden=4, order=3, theta=4.0, **kwargs):
        super().__init__(**kwargs)
        self.steps = steps
        a, b = lmu_matrices(order, theta)
        with self.name_scope():
            self.A = self.params.get_constant("A", a)
            self.b_row = self.params.get_constant("b_row", b.T.copy())
            self.enc = nn.Dense(1, in_units=3 + hidden + order)
            self.hid = nn.Dense(hidden, activation="tanh", in_units=3 + hidden + order)

    def hybrid_forward(self, F, x, h, m, A, b_row):
        for t in range(self.steps):
            x_t = x[:, t]
            u = self.enc(F.np.concatenate([x_t, h, m], axis=1))
            m = F.np.dot(m, A.T) + u * b_row
            h = self.hid(F.np.concatenate([x_t, h, m], axis=1))
        return h, m


Net = NumpyLMU
