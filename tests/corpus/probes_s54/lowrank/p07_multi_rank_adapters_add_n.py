"""Mixture of adapters with python ranks from `__init__`: one bottleneck per rank kept in a `HybridSequential`, their outputs summed by `F.add_n(*outs)` and added to the input."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 8)]


class Bottleneck(HybridBlock):
    def __init__(self, units, rank, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.down = nn.Dense(rank, flatten=False, in_units=units, activation="relu")
            self.up = nn.Dense(units, flatten=False, in_units=rank)

    def hybrid_forward(self, F, x):
        return self.up(self.down(x))


class MultiRankAdapter(HybridBlock):
    def __init__(self, units=8, ranks=(1, 2, 4), **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.adapters = nn.HybridSequential()
            for r in ranks:
                self.adapters.add(Bottleneck(units, r))

    def hybrid_forward(self, F, x):
        outs = [adapter(x) for adapter in self.adapters]
        return x + F.add_n(*outs) / len(outs)


Net = MultiRankAdapter
