"""Numpy-mode TSN head: per-frame features reshaped to `(-1, self.num_segments, self.units)` with python sizes from `__init__`, max consensus over segments, numpy-style subscripts legal under `npx.set_np()`."""
from mxnet import npx
from mxnet.gluon import HybridBlock, nn

npx.set_np()

INPUTS = [(8, 6)]


class SegmentMax(HybridBlock):
    def __init__(self, num_segments=4, units=5, **kwargs):
        super().__init__(**kwargs)
        self.num_segments, self.units = num_segments, units
        with self.name_scope():
            self.fc = nn.Dense(units)

    def forward(self, feat):
        h = self.fc(feat).reshape(-1, self.num_segments, self.units)
        first = h[:, 0, :]
        return h.max(axis=1) - first


Net = SegmentMax
