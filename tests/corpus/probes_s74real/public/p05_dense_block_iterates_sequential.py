"""Adapted from leocvml/deeplabv3plus-gluon-mxnet (DenseBlcok.hybrid_forward): a dense block that walks
its HybridSequential with `for blk in self.net` and concatenates each output onto the running input;
the ASPP joined with `F.concat` (p04's legal twin)."""
from mxnet.gluon import nn

INPUTS = [(2, 3, 6, 6)]


class DenseBlock(nn.HybridBlock):
    def __init__(self, num_convs=2, growth=2, **kwargs):
        super().__init__(**kwargs)
        self.net = nn.HybridSequential()
        for _ in range(num_convs):
            self.net.add(nn.Conv2D(growth, 3, padding=1))
        self.conv1 = nn.Conv2D(4, 1)
        self.pool = nn.MaxPool2D(pool_size=3, strides=1, padding=1)

    def hybrid_forward(self, F, x):
        for blk in self.net:
            y = blk(x)
            x = F.concat(x, y, dim=1)
        return F.concat(self.conv1(x), self.pool(x), dim=1)


Net = DenseBlock
