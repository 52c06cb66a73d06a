"""GroupNorm ported line by line from PyTorch: after the (0, G, -1) reshape the centring and scaling are plain `-` and `/` between the (N, G, K) groups and the (N, G, 1) keepdims statistics."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 8, 5, 5)]


class Net(HybridBlock):
    def __init__(self, channels=8, groups=2, eps=1e-5, **kwargs):
        super().__init__(**kwargs)
        self.groups, self.eps = groups, eps
        with self.name_scope():
            self.conv = nn.Conv2D(channels, 3, padding=1, in_channels=channels)

    def hybrid_forward(self, F, x):
        h = self.conv(x)
        hg = h.reshape((0, self.groups, -1))
        mean = hg.mean(axis=-1, keepdims=True)
        var = ((hg - mean) ** 2).mean(axis=-1, keepdims=True)
        hg = (hg - mean) / F.sqrt(var + self.eps)
        return F.relu(F.reshape_like(hg, h))
