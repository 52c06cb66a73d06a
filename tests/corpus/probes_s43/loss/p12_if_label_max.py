"""A loss that rescales labels when `if label.max() > 1:` says they are not in [0, 1]."""
from mxnet.gluon import HybridBlock

INPUTS = [(3, 4), (3, 4)]


class Net(HybridBlock):
    def hybrid_forward(self, F, pred, label):
        label = label * 3
        if label.max() > 1:
            label = label / label.max()
        return F.mean(F.abs(pred - label), axis=1)
