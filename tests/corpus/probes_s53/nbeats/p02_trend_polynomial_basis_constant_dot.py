"""N-BEATS trend block: polynomial bases T[i, t] = (t / H) ** i built with numpy in `__init__` and held by `params.get_constant`, the outputs `F.dot(theta, basis)`."""
import numpy as np
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 12)]


def poly_basis(degree, length):
    t = np.arange(length, dtype="float32") / length
    return np.stack([t ** i for i in range(degree + 1)])


class TrendBlock(HybridBlock):
    def __init__(self, backcast=12, horizon=4, degree=3, units=16, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.fc = nn.Dense(units, activation="relu")
            self.theta_b = nn.Dense(degree + 1, use_bias=False)
            self.theta_f = nn.Dense(degree + 1, use_bias=False)
            self.tb = self.params.get_constant("tb", poly_basis(degree, backcast))
            self.tf = self.params.get_constant("tf", poly_basis(degree, horizon))

    def hybrid_forward(self, F, x, tb, tf):
        h = self.fc(x)
        return F.dot(self.theta_b(h), tb), F.dot(self.theta_f(h), tf)


Net = TrendBlock
