"""Legal: a method builds a Sequential of one-output layers; __init__ then adds a two-output block to it,
so the child returns a pair, unpacked by index."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6)]


class Pair(HybridBlock):
    def hybrid_forward(self, F, x):
        return F.relu(x), F.relu(-x)


class Net(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.up = self._make_up(4)
            self.up.add(Pair())

    def _make_up(self, units):
        blk = nn.HybridSequential()
        for _ in range(2):
            blk.add(nn.Dense(units, flatten=False))
        return blk

    def hybrid_forward(self, F, x):
        pos = self.up(x)[0]
        neg = self.up(x)[1]
        return pos - neg
