"""LSTNet highway component taking the last window with the PyTorch-style subscript `x[:, -self.hw:, :]`, the rest as the reference does it with `transpose` and `reshape`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 12, 4)]


class SubscriptHighwayAR(HybridBlock):
    def __init__(self, num_series=4, hw=3, **kwargs):
        super().__init__(**kwargs)
        self.hw = hw
        self._d = num_series
        with self.name_scope():
            self.highway = nn.Dense(1, in_units=hw)

    def hybrid_forward(self, F, x):
        z = x[:, -self.hw:, :]
        z = z.transpose((0, 2, 1)).reshape((-1, self.hw))
        return self.highway(z).reshape((-1, self._d))


Net = SubscriptHighwayAR
