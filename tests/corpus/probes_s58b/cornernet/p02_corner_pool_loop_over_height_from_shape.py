"""Top corner pooling by a python loop from the bottom row up over `range(x.shape[2] - 2, -1, -1)`, rows taken by `slice_axis`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 8, 8)]


class TopPool(HybridBlock):
    def __init__(self, **kwargs):
        super(TopPool, self).__init__(**kwargs)
        with self.name_scope():
            self.conv = nn.Conv2D(4, 3, padding=1, in_channels=3)

    def hybrid_forward(self, F, x):
        x = self.conv(x)
        rows = [F.slice_axis(x, axis=2, begin=x.shape[2] - 1, end=None)]
        for i in range(x.shape[2] - 2, -1, -1):
            row = F.slice_axis(x, axis=2, begin=i, end=i + 1)
            rows.insert(0, F.maximum(row, rows[0]))
        return F.concat(*rows, dim=2)


Net = TopPool
