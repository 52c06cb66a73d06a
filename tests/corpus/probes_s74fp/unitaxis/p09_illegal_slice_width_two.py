"""A width-2 slice of the last axis beside a keepdims max there."""
# pattern: probes_s72fp/fromend (H531), a TFT-style one-unit projection beside a reduced input
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 3)]


class Net(HybridBlock):
    def hybrid_forward(self, F, x):
        h = F.slice_axis(x, axis=-1, begin=0, end=2)
        g = F.max(x, axis=-1, keepdims=True)
        return h - g
