"""Cross-sectional return features: simple returns from positive prices, z-scored against the batch's mean and spread of each asset and day."""
from mxnet.gluon import nn


INPUTS = [(4, 3, 6)]


class Net(nn.HybridBlock):
    def __init__(self, eps=1e-5, **kwargs):
        super(Net, self).__init__(**kwargs)
        self._eps = eps

    def hybrid_forward(self, F, log_prices):
        prices = F.exp(log_prices)
        r = prices[:, :, 1:] / prices[:, :, :-1] - 1
        mu = r.mean(axis=0)
        sd = F.sqrt(((r - mu) ** 2).mean(axis=0) + self._eps)
        return (r - mu) / sd
