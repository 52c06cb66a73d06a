"""Only the first image's boxes are decoded: `boxes[0]` on the batch."""
from mxnet.gluon import HybridBlock

INPUTS = [(2, 5, 4)]


class Net(HybridBlock):
    def hybrid_forward(self, F, boxes):
        first = boxes[0]
        wh = F.slice_axis(first, axis=-1, begin=2, end=4) - F.slice_axis(first, axis=-1, begin=0, end=2)
        return F.abs(wh)
