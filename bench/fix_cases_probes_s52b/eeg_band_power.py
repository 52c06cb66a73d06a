"""Filter-bank band powers: one learned temporal filter per band, each band's mean power summed into a total, relative powers returned."""
from mxnet.gluon import nn


INPUTS = [(2, 3, 16)]


class Net(nn.HybridBlock):
    def __init__(self, bands=3, kernel=5, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.filters = nn.HybridSequential()
            for _ in range(bands):
                self.filters.add(nn.Conv1D(3, kernel, padding=kernel // 2, in_channels=3, groups=3))

    def hybrid_forward(self, F, x):
        powers = [(f(x) ** 2).mean(axis=2) for f in self.filters]
        total = F.zeros_like(powers[0])
        for p in powers:
            total += p
        return F.stack(*powers, axis=1) / total.expand_dims(1)
