"""Legal: a builder method whose branch (taken by default) adds a two-output head after its one-output
layers: the child returns a pair, read by index."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6)]


class Pair(HybridBlock):
    def hybrid_forward(self, F, x):
        return F.relu(x), F.relu(-x)


class Net(HybridBlock):
    def __init__(self, split=True, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.body = self._make(4, split)

    def _make(self, units, split):
        blk = nn.HybridSequential()
        blk.add(nn.Dense(units, in_units=6))
        if split:
            blk.add(Pair())
        return blk

    def hybrid_forward(self, F, x):
        out = self.body(x)
        return out[0] + out[1]
