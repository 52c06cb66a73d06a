"""A given `sample_weight` is reshaped to a column sized by `pred.shape[0]`."""
from mxnet.gluon import HybridBlock

INPUTS = [(2, 3), (2, 3), (2,)]


class Net(HybridBlock):
    def hybrid_forward(self, F, pred, label, sample_weight=None):
        loss = F.abs(pred - label)
        if sample_weight is not None:
            loss = F.broadcast_mul(loss, sample_weight.reshape((pred.shape[0], 1)))
        return F.sum(loss, axis=1)
