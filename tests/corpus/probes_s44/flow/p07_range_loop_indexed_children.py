"""Residual stack: a python loop over a constructor-fixed range, indexing the HybridSequential of blocks."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4)]


class Net(HybridBlock):
    def __init__(self, depth=3, units=4, **kwargs):
        super().__init__(**kwargs)
        self._depth = depth
        with self.name_scope():
            self.blocks = nn.HybridSequential()
            for _ in range(depth):
                self.blocks.add(nn.Dense(units, activation="relu", in_units=units))

    def hybrid_forward(self, F, x):
        for i in range(self._depth):
            x = x + self.blocks[i](x)
        return x
