"""AdaIN: content features renormalised to the per-channel statistics of a style map, with broadcast_* ops."""
from mxnet.gluon import HybridBlock

INPUTS = [(2, 4, 8, 8), (2, 4, 6, 6)]


def channel_moments(F, feat, eps):
    # statistics over the spatial axes, kept 4-d so they broadcast back onto the map
    mean = F.mean(feat, axis=(2, 3), keepdims=True)
    var = F.mean(F.square(F.broadcast_sub(feat, mean)), axis=(2, 3), keepdims=True)
    return mean, F.sqrt(var + eps)


class Net(HybridBlock):
    def __init__(self, eps=1e-5, **kwargs):
        super().__init__(**kwargs)
        self._eps = eps

    def hybrid_forward(self, F, content, style):
        c_mean, c_std = channel_moments(F, content, self._eps)
        s_mean, s_std = channel_moments(F, style, self._eps)
        normalized = F.broadcast_div(F.broadcast_sub(content, c_mean), c_std)
        return F.broadcast_add(F.broadcast_mul(normalized, s_std), s_mean)
