"""One LMU cell step with python flags from the constructor (`hidden_to_memory`, `memory_to_memory`,
`input_to_hidden`) choosing what feeds the encoder and the hidden update, and a memory of
`memory_d` delays held as (B, memory_d * order), updated per delay through the reshape codes
`(0, -4, memory_d, order)` / `(0, -3)` and a `dot` on the last axis."""
import numpy as np
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3), (2, 4), (2, 6)]


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


class LMUCell(HybridBlock):
    def __init__(self, hidden=4, memory_d=2, order=3, theta=4.0, hidden_to_memory=True,
                 memory_to_memory=True, input_to_hidden=True, **kwargs):
        super().__init__(**kwargs)
        self.memory_d, self.order = memory_d, order
        self.hidden_to_memory = hidden_to_memory
        self.memory_to_memory = memory_to_memory
        self.input_to_hidden = input_to_hidden
        a, b = lmu_matrices(order, theta)
        with self.name_scope():
            self.A = self.params.get_constant("A", a)
            self.B = self.params.get_constant("B", b)
            self.enc = nn.Dense(memory_d)
            self.hid = nn.Dense(hidden, activation="tanh")

    def hybrid_forward(self, F, x, h, m, A, B):
        parts = [x]
        if self.hidden_to_memory:
            parts.append(h)
        if self.memory_to_memory:
            parts.append(m)
        u = self.enc(F.concat(*parts, dim=1) if len(parts) > 1 else x)
        m3 = F.dot(m.reshape((0, -4, self.memory_d, self.order)), A, transpose_b=True)
        m3 = F.broadcast_add(m3, F.dot(u.expand_dims(2), B, transpose_b=True))
        m = m3.reshape((0, -3))
        h_in = F.concat(x, m, dim=1) if self.input_to_hidden else m
        return self.hid(h_in), m


Net = LMUCell
