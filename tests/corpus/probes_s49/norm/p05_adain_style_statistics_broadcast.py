"""AdaIN (Huang & Belongie): the content features are normalised by their per-channel mean and std over (H, W) and re-scaled by the style features' statistics, all by broadcast operators; an `alpha` from the constructor blends with the content."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 6, 6), (2, 4, 5, 5)]


def channel_stats(F, feat, eps=1e-5):
    mean = F.mean(feat, axis=(2, 3), keepdims=True)
    var = F.mean(F.square(F.broadcast_sub(feat, mean)), axis=(2, 3), keepdims=True)
    return mean, F.sqrt(var + eps)


class Net(HybridBlock):
    def __init__(self, channels=4, alpha=0.8, **kwargs):
        super().__init__(**kwargs)
        self.alpha = alpha
        with self.name_scope():
            self.enc = nn.Conv2D(channels, 3, padding=1, in_channels=channels)

    def hybrid_forward(self, F, content, style):
        c = self.enc(content)
        s = self.enc(style)
        c_mean, c_std = channel_stats(F, c)
        s_mean, s_std = channel_stats(F, s)
        t = F.broadcast_add(F.broadcast_mul(F.broadcast_div(F.broadcast_sub(c, c_mean), c_std), s_std), s_mean)
        return self.alpha * t + (1 - self.alpha) * c
