"""Trend block that builds its time axis in the forward pass from the window length, `F.arange(x.shape[1]) / x.shape[1]`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 12)]


class TrendBlock(HybridBlock):
    def __init__(self, degree=3, units=16, **kwargs):
        super().__init__(**kwargs)
        self.degree = degree
        with self.name_scope():
            self.fc = nn.Dense(units, activation="relu")
            self.theta = nn.Dense(degree + 1, use_bias=False)

    def hybrid_forward(self, F, x):
        length = x.shape[1]
        t = F.arange(length) / length
        basis = F.stack(*[t ** i for i in range(self.degree + 1)], axis=0)
        return F.dot(self.theta(self.fc(x)), basis)


Net = TrendBlock
