"""Adaptive instance norm (AdaIN): content features normalised per instance and re-scaled by the style features' per-channel std and mean, all with `broadcast_*`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 6, 6), (2, 3, 6, 6)]


def channel_stats(F, feat, eps):
    mean = F.mean(feat, axis=(2, 3), keepdims=True)
    std = F.sqrt(F.mean(F.square(F.broadcast_sub(feat, mean)), axis=(2, 3), keepdims=True) + eps)
    return mean, std


class AdaIN(HybridBlock):
    def __init__(self, channels=4, eps=1e-5, **kwargs):
        super().__init__(**kwargs)
        self._eps = eps
        with self.name_scope():
            self.encoder = nn.Conv2D(channels, 3, padding=1, in_channels=3, activation="relu")
            self.decoder = nn.Conv2D(3, 3, padding=1, in_channels=channels)

    def hybrid_forward(self, F, content, style):
        c, s = self.encoder(content), self.encoder(style)
        c_mean, c_std = channel_stats(F, c, self._eps)
        s_mean, s_std = channel_stats(F, s, self._eps)
        t = F.broadcast_add(F.broadcast_mul(F.broadcast_div(F.broadcast_sub(c, c_mean), c_std), s_std), s_mean)
        return self.decoder(t)


class Net(AdaIN):
    pass
