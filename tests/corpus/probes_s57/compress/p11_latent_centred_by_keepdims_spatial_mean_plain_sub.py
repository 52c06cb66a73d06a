"""Latent centring before quantisation: `y - F.mean(y, axis=(2, 3), keepdims=True)`, a plain `-` of a (B, C, 1, 1) mean from the (B, C, H, W) latent."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 8, 8)]


class CentredQuantiser(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.analysis = nn.Conv2D(4, 5, strides=2, padding=2, in_channels=3)

    def hybrid_forward(self, F, x):
        y = self.analysis(x)
        mu = F.mean(y, axis=(2, 3), keepdims=True)
        return F.round(y - mu), mu


Net = CentredQuantiser
