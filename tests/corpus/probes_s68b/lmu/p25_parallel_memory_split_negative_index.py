"""Parallel LMU memory split into per-step outputs by `F.split(num_outputs=steps, squeeze_axis=True)` and
the last step read as `steps_out[-1]`: a negative index of a multi-output Symbol."""
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


class NegativeLastStep(HybridBlock):
    def __init__(self, steps=6, order=3, theta=4.0, window=4, hidden=4, **kwargs):
        super().__init__(**kwargs)
        self.steps, self.order, self.window = steps, order, window
        a, b = lmu_matrices(order, theta)
        cols, s = [], b[:, 0]
        for _ in range(window):
            cols.append(s)
            s = a @ s
        kernel = np.stack(cols[::-1], axis=1).reshape(order, 1, window).astype("float32")
        with self.name_scope():
            self.kernel = self.params.get_constant("kernel", kernel)
            self.enc = nn.Dense(1, flatten=False)
            self.out = nn.Dense(hidden, activation="tanh")

    def hybrid_forward(self, F, x, kernel):
        m = F.Convolution(self.enc(x).transpose((0, 2, 1)), kernel, no_bias=True, kernel=(self.window,),
                          num_filter=self.order, pad=(self.window - 1,))
        m = F.slice_axis(m, axis=2, begin=0, end=self.steps)
        steps_out = F.split(m, num_outputs=self.steps, axis=2, squeeze_axis=True)
        return self.out(steps_out[-1])


Net = NegativeLastStep
