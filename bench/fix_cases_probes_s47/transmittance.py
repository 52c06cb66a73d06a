"""Volume rendering weights: alpha from density and spacing, transmittance as an exclusive product."""
from mxnet.gluon import nn


INPUTS = [(2, 5), (2, 5, 3)]


class Net(nn.HybridBlock):
    def __init__(self, spacing=0.5, **kwargs):
        super(Net, self).__init__(**kwargs)
        self._delta = spacing

    def hybrid_forward(self, F, sigma, colors):
        alpha = 1 - F.exp(-F.relu(sigma) * self._delta)
        keep = F.concat(F.ones((sigma.shape[0], 1)), 1 - alpha[:, :-1] + 1e-10, dim=1)
        trans = F.exp(F.cumsum(F.log(keep), axis=1))
        weights = alpha * trans
        return F.sum(weights.expand_dims(2) * colors, axis=1)
