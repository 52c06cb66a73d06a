"""Anomalies against a climatology: the mean over the time axis subtracted from every step, then scaled by the per-cell standard deviation."""
from mxnet.gluon import nn


INPUTS = [(2, 4, 3, 5)]


class Net(nn.HybridBlock):
    def __init__(self, **kwargs):
        super(Net, self).__init__(**kwargs)

    def hybrid_forward(self, F, x):
        clim = x.mean(axis=1)
        anom = x - clim.expand_dims(1)
        std = F.sqrt((anom ** 2).mean(axis=1) + 1e-5)
        return anom / std.expand_dims(1)
