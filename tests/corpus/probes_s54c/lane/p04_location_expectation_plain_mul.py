"""Same expectation written `prob * idx`: (N, g, rows, lanes) times (1, g, 1, 1) by the plain `*`."""
from mxnet.gluon import HybridBlock

INPUTS = [(2, 9, 5, 2)]


class LaneLocation(HybridBlock):
    def __init__(self, griding=8, **kwargs):
        super().__init__(**kwargs)
        self.griding = griding

    def hybrid_forward(self, F, out):
        prob = F.softmax(F.slice_axis(out, axis=1, begin=0, end=-1), axis=1)
        idx = F.arange(1, self.griding + 1).reshape((1, -1, 1, 1))
        return F.sum(prob * idx, axis=1)


Net = LaneLocation
