"""Spectral-flux onset detection: the positive difference between frames `spec[:, :, 1:] - spec[:, :, :-1]` summed over bins, normalised by each clip's maximum as a (N, 1) column with `/`, and peaks picked where a frame beats both neighbours (`f[:, 1:-1] > f[:, :-2]`, `f[:, 2:]`) and a delta."""
from mxnet.gluon import nn


INPUTS = [(2, 5, 8)]


class Net(nn.HybridBlock):
    def __init__(self, delta=0.1, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.delta = delta

    def hybrid_forward(self, F, spec):
        spec = F.log(F.abs(spec) + 1e-3)
        flux = F.relu(spec[:, :, 1:] - spec[:, :, :-1]).sum(axis=1)
        flux = flux / (flux.max(axis=1, keepdims=True) + 1e-6)
        mid = flux[:, 1:-1]
        peaks = (mid > flux[:, :-2]) * (mid > flux[:, 2:]) * (mid > self.delta)
        return flux, peaks
