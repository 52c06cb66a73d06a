"""Highway component with one AR Dense per series (a python loop over the configured series count), each series' last window by `slice_axis` on two axes, the outputs `concat`ed; looks like per-series indexing of a tensor but every index is a python constant."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 12, 4)]


class PerSeriesHighway(HybridBlock):
    def __init__(self, num_series=4, hw=3, **kwargs):
        super().__init__(**kwargs)
        self._d = num_series
        self._hw = hw
        with self.name_scope():
            self.ars = nn.HybridSequential()
            for _ in range(num_series):
                self.ars.add(nn.Dense(1, in_units=hw))

    def hybrid_forward(self, F, x):
        window = F.slice_axis(x, axis=1, begin=-self._hw, end=None)
        outs = []
        for i in range(self._d):
            col = F.slice_axis(window, axis=2, begin=i, end=i + 1).reshape((0, -1))
            outs.append(self.ars[i](col))
        return F.concat(*outs, dim=1)


Net = PerSeriesHighway
