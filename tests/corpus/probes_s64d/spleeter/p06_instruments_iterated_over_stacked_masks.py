"""Spleeter separation iterating the instruments of a stacked (I, B, 2, T, F) mask tensor (`for mask in stacked:`), one estimate per instrument, then averaged."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 2, 4, 8)]


class IterStackedMasks(HybridBlock):
    def __init__(self, instruments=2, **kwargs):
        super().__init__(**kwargs)
        self._i = instruments
        with self.name_scope():
            self.head = nn.Conv2D(2 * instruments, 3, padding=1)

    def hybrid_forward(self, F, mag):
        stacked = F.sigmoid(self.head(mag)).reshape((0, -4, self._i, -1, -2)).transpose((1, 0, 2, 3, 4))
        estimates = []
        for mask in stacked:
            estimates.append(mask * mag)
        return F.add_n(*estimates) / self._i


Net = IterStackedMasks
