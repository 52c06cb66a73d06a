"""The same moments helper returning a pair, but the caller normalizes with plain `-` and `/`."""
from mxnet.gluon import HybridBlock

INPUTS = [(2, 6)]


def _moments(F, t):
    mean = F.mean(t, axis=1, keepdims=True)
    var = F.mean(F.square(F.broadcast_sub(t, mean)), axis=1, keepdims=True)
    return mean, var


class Net(HybridBlock):
    def hybrid_forward(self, F, x):
        mu, var = _moments(F, x)
        return (x - mu) / F.sqrt(var + 1e-5)
