"""A summed loss divided by `len(pred)` to average over the batch."""
from mxnet.gluon import HybridBlock

INPUTS = [(3, 4), (3, 4)]


class Net(HybridBlock):
    def hybrid_forward(self, F, pred, label):
        return F.sum(F.abs(pred - label), axis=1) / len(pred)
