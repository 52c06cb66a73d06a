"""LSTNet highway (autoregressive) component: the last `hw` steps by `slice_axis(axis=1, begin=-hw, end=None)`, each series' window a row (`transpose` then `reshape((-1, hw))`), one shared Dense(1), folded back to (N, D) by `reshape((-1, num_series))`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 12, 4)]


class HighwayAR(HybridBlock):
    def __init__(self, num_series=4, hw=3, **kwargs):
        super().__init__(**kwargs)
        self._hw = hw
        self._d = num_series
        with self.name_scope():
            self.ar = nn.Dense(1, in_units=hw)

    def hybrid_forward(self, F, x):
        z = F.slice_axis(x, axis=1, begin=-self._hw, end=None)
        z = z.transpose((0, 2, 1)).reshape((-1, self._hw))
        return self.ar(z).reshape((-1, self._d))


Net = HighwayAR
