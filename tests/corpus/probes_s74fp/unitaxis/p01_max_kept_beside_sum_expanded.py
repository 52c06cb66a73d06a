"""A last-axis max kept beside the last-axis sum expanded back."""
# pattern: probes_s72fp/fromend (H531), a TFT-style one-unit projection beside a reduced input
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 3)]


class Net(HybridBlock):
    def hybrid_forward(self, F, x):
        h = F.max(x, axis=-1, keepdims=True)
        g = F.expand_dims(F.sum(x, axis=-1), -1)
        return h * g
