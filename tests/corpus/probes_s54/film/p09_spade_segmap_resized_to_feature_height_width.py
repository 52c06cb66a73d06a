"""SPADE whose segmentation map is resized with `height=x.shape[2], width=x.shape[3]`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 4, 4), (2, 2, 8, 8)]


class SPADE(HybridBlock):
    def __init__(self, channels=3, label_nc=2, hidden=4, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.shared = nn.Conv2D(hidden, 3, padding=1, in_channels=label_nc, activation="relu")
            self.gamma = nn.Conv2D(channels, 3, padding=1, in_channels=hidden)
            self.beta = nn.Conv2D(channels, 3, padding=1, in_channels=hidden)

    def hybrid_forward(self, F, x, seg):
        mean = F.mean(x, axis=(2, 3), keepdims=True)
        std = F.sqrt(F.mean(F.square(F.broadcast_sub(x, mean)), axis=(2, 3), keepdims=True) + 1e-5)
        normed = F.broadcast_div(F.broadcast_sub(x, mean), std)
        seg = F.contrib.BilinearResize2D(seg, height=x.shape[2], width=x.shape[3])
        act = self.shared(seg)
        return normed * (1 + self.gamma(act)) + self.beta(act)


Net = SPADE
