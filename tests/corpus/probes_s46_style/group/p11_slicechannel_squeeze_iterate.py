"""`F.SliceChannel(squeeze_axis=True)` over time steps, iterated into a running maximum."""
from mxnet.gluon import HybridBlock

INPUTS = [(2, 4, 3)]


class Net(HybridBlock):
    def hybrid_forward(self, F, x):
        steps = F.SliceChannel(x, num_outputs=4, axis=1, squeeze_axis=True)
        best = steps[0]
        for s in steps:
            best = F.maximum(best, s)
        return best
