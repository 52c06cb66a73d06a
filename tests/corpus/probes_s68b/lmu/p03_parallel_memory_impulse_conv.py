"""Parallel LMU memory (no FFT): the impulse response H[:, t] = A^t B over a window of length L computed in
`__init__`, flipped and held as a (order, 1, L) constant kernel, and the encoded input u (B, 1, T)
convolved causally by `F.Convolution` padded by L - 1 with the trailing L - 1 outputs cut off."""
import numpy as np
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6, 3)]


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


def impulse_response(a, b, length):
    cols, s = [], b[:, 0]
    for _ in range(length):
        cols.append(s)
        s = a @ s
    return np.stack(cols, axis=1).astype("float32")


class ParallelMemory(HybridBlock):
    def __init__(self, order=3, theta=4.0, window=4, hidden=4, **kwargs):
        super().__init__(**kwargs)
        self.order, self.window = order, window
        a, b = lmu_matrices(order, theta)
        kernel = impulse_response(a, b, window)[:, ::-1].reshape(order, 1, window).copy()
        with self.name_scope():
            self.kernel = self.params.get_constant("kernel", kernel)
            self.enc = nn.Dense(1, flatten=False)
            self.out = nn.Dense(hidden, flatten=False, activation="tanh")

    def hybrid_forward(self, F, x, kernel):
        u = self.enc(x).transpose((0, 2, 1))
        m = F.Convolution(u, kernel, no_bias=True, kernel=(self.window,), num_filter=self.order,
                          pad=(self.window - 1,))
        m = F.slice_axis(m, axis=2, begin=0, end=-(self.window - 1)).transpose((0, 2, 1))
        return self.out(F.concat(x, m, dim=2))


Net = ParallelMemory
