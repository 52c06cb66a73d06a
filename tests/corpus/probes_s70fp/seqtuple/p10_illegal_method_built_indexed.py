"""Illegal: a method builds a Sequential of one-output layers in a loop; `[0]` of its output takes the
first row eagerly, the whole output after hybridize()."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6)]


class Net(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.up = self._make_up(4)

    def _make_up(self, units):
        blk = nn.HybridSequential()
        for _ in range(2):
            blk.add(nn.Dense(units, flatten=False))
        return blk

    def hybrid_forward(self, F, x):
        return self.up(x)[0] * 3
