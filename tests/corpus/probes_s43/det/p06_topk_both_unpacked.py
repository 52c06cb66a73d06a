"""Top-k detections: `F.topk(ret_typ='both')` unpacked into values and indices."""
from mxnet.gluon import HybridBlock

INPUTS = [(2, 9)]


class Net(HybridBlock):
    def hybrid_forward(self, F, scores):
        values, idx = F.topk(scores, k=3, axis=-1, ret_typ="both")
        return values * 2, idx
