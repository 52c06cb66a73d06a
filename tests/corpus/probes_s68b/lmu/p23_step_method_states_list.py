"""LMU with the state as a python list `[h, m]` handed to a step method `step(self, F, x_t, states, A, B)`
that unpacks it and returns the new list; unrolled over a constructor's step count, the hidden outputs
stacked."""
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


class StatesLMU(HybridBlock):
    def __init__(self, steps=5, hidden=4, order=3, theta=4.0, **kwargs):
        super().__init__(**kwargs)
        self.steps = steps
        a, b = lmu_matrices(order, theta)
        with self.name_scope():
            self.A = self.params.get_constant("A", a)
            self.B = self.params.get_constant("B", b)
            self.enc = nn.Dense(1)
            self.hid = nn.Dense(hidden, activation="tanh")

    def step(self, F, x_t, states, A, B):
        h, m = states
        u = self.enc(F.concat(x_t, h, m, dim=1))
        m = F.dot(m, A, transpose_b=True) + F.dot(u, B, transpose_b=True)
        return [self.hid(F.concat(x_t, h, m, dim=1)), m]

    def hybrid_forward(self, F, x, h, m, A, B):
        states, outs = [h, m], []
        for t in range(self.steps):
            states = self.step(F, F.slice_axis(x, axis=1, begin=t, end=t + 1).reshape((0, -1)), states, A, B)
            outs.append(states[0])
        return F.stack(*outs, axis=1), states[1]


Net = StatesLMU
