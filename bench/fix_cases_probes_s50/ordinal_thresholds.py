"""Ordinal regression (cumulative link): one score per sample against K-1 learned thresholds, class probabilities as differences."""
from mxnet.gluon import nn


INPUTS = [(4, 3)]


class Net(nn.HybridBlock):
    def __init__(self, num_classes=4, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.score = nn.Dense(1, in_units=3)
            self.thresholds = self.params.get('thresholds', shape=(num_classes - 1,), init='zeros')

    def hybrid_forward(self, F, x, thresholds):
        s = self.score(x)
        cum = F.sigmoid(thresholds - s)
        return F.concat(cum[:, :1], cum[:, 1:] - cum[:, :-1], 1 - cum[:, -1:], dim=1)
