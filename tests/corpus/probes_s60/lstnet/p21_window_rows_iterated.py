"""LSTNet highway component applied per sample by iterating the batch, `F.stack(*[self.ar(w) for w in window])`: NDArray iteration yields rows, a Symbol only itself."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 12, 4)]


class IteratedHighway(HybridBlock):
    def __init__(self, num_series=4, hw=3, **kwargs):
        super().__init__(**kwargs)
        self._hw = hw
        with self.name_scope():
            self.ar = nn.Dense(1, flatten=False, in_units=hw)

    def hybrid_forward(self, F, x):
        window = F.slice_axis(x, axis=1, begin=-self._hw, end=None).transpose((0, 2, 1))
        return F.stack(*[self.ar(w) for w in window]).reshape((0, -1))


Net = IteratedHighway
