"""F.split with squeeze_axis: pick the first and last slice and combine them."""
from mxnet.gluon import HybridBlock

INPUTS = [(2, 3, 4)]


class Net(HybridBlock):
    def hybrid_forward(self, F, x):
        parts = F.split(x, num_outputs=3, axis=1, squeeze_axis=True)
        return parts[0] * F.sigmoid(parts[2]) + parts[1]
