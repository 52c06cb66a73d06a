"""Sum of squared errors divided by the batch size taken from `pred.shape[0]`."""
from mxnet.gluon import HybridBlock

INPUTS = [(3, 4), (3, 4)]


class Net(HybridBlock):
    def hybrid_forward(self, F, pred, label):
        return F.sum(F.square(pred - label), axis=1) / pred.shape[0]
