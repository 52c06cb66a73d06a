"""Dreamer prior head split as in the PyTorch port, `mean, std = stats[:, :self._s], stats[:, self._s:]` (legacy slices of a Symbol)."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(3, 6), (3, 4)]


class SlicedPrior(HybridBlock):
    def __init__(self, stoch=4, **kwargs):
        super().__init__(**kwargs)
        self._s = stoch
        with self.name_scope():
            self.prior = nn.Dense(2 * stoch)

    def hybrid_forward(self, F, deter, noise):
        stats = self.prior(deter)
        mean, std = stats[:, :self._s], stats[:, self._s:]
        return mean + (F.Activation(std, act_type="softrelu") + 0.1) * noise


Net = SlicedPrior
