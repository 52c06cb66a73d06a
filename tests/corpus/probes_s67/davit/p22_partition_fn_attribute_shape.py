"""The window partition chosen in `__init__` and kept as a plain attribute, `self.partition = window_partition`,
called as `self.partition(x, self.ws)`; the function reads `B, H, W, C = x.shape`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 4, 8)]


def window_partition(x, ws):
    B, H, W, C = x.shape
    x = x.reshape((B, H // ws, ws, W // ws, ws, C)).transpose((0, 1, 3, 2, 4, 5))
    return x.reshape((-1, ws * ws, C))


class AttributePartition(HybridBlock):
    def __init__(self, dim=8, ws=2, **kwargs):
        super().__init__(**kwargs)
        self.ws = ws
        self.partition = window_partition
        with self.name_scope():
            self.mix = nn.Dense(dim, flatten=False)

    def hybrid_forward(self, F, x):
        return self.mix(self.partition(x, self.ws))


Net = AttributePartition
