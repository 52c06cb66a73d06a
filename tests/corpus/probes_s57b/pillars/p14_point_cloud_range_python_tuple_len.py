"""Point decoration normalised by a python point-cloud range: `len(self.pc_range) // 2` dimensions, offsets and scales from the tuple in python."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6, 5, 4)]


class RangeNormalise(HybridBlock):
    def __init__(self, pc_range=(0.0, -4.0, -3.0, 8.0, 4.0, 1.0), **kwargs):
        super(RangeNormalise, self).__init__(**kwargs)
        self.pc_range = pc_range
        with self.name_scope():
            self.linear = nn.Dense(8, flatten=False, in_units=4)

    def hybrid_forward(self, F, points):
        ndim = len(self.pc_range) // 2
        cols = []
        for d in range(ndim):
            lo, hi = self.pc_range[d], self.pc_range[d + ndim]
            col = F.slice_axis(points, axis=-1, begin=d, end=d + 1)
            cols.append((col - lo) / (hi - lo))
        cols.append(F.slice_axis(points, axis=-1, begin=ndim, end=None))
        return F.max(self.linear(F.concat(*cols, dim=-1)), axis=2)


Net = RangeNormalise
