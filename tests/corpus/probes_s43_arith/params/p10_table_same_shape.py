"""A declared (T, D) table plus the position rows an Embedding looks up for arange(T): both (T, D)."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(5, 4)]


class Net(HybridBlock):
    def __init__(self, length=5, dim=4):
        super().__init__()
        self._length = length
        with self.name_scope():
            self.rows = nn.Embedding(length, dim)
            self.extra = self.params.get("extra", shape=(length, dim))

    def hybrid_forward(self, F, x, extra):
        table = self.rows(F.arange(self._length)) + extra
        return x * table
