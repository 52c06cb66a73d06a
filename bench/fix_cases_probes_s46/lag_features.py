"""Lagged values of a series (seasonal lags from a list) stacked as features for a forecaster."""
from mxnet.gluon import nn


INPUTS = [(4, 14)]


class Net(nn.HybridBlock):
    def __init__(self, lags=(1, 2, 7), hidden=5, **kwargs):
        super(Net, self).__init__(**kwargs)
        self._lags = list(lags)
        with self.name_scope():
            self.dense = nn.Dense(hidden, in_units=len(lags))

    def hybrid_forward(self, F, series):
        feats = F.stack(*[series[:, -lag] for lag in self._lags], axis=1)
        return F.relu(self.dense(feats))
