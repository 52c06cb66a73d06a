"""Tacotron 2 pre-net: two Dense(256)-ReLU layers, each followed by `F.Dropout(..., mode="always")` so that dropout stays on at inference; the rate comes from `__init__` (0 for this deterministic synthesis check)."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 7, 10)]


class Prenet(HybridBlock):
    def __init__(self, sizes=(16, 16), dropout=0.0, **kwargs):
        super().__init__(**kwargs)
        self._dropout = dropout
        with self.name_scope():
            self.layers = nn.HybridSequential()
            for size in sizes:
                self.layers.add(nn.Dense(size, flatten=False, activation="relu"))

    def hybrid_forward(self, F, x):
        for layer in self.layers:
            x = F.Dropout(layer(x), p=self._dropout, mode="always")
        return x


Net = Prenet
