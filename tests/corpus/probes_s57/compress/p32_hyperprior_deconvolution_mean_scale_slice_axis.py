"""Hyperprior synthesis by `F.Deconvolution` over a weight Parameter (stride 2), means and scales as two halves of one conv by `slice_axis`, returned with the latent's Gaussian bits from `erf` differences."""
import math

from mxnet.gluon import HybridBlock, nn
from mxnet import init

INPUTS = [(2, 4, 8, 8), (2, 2, 4, 4)]


class HyperSynthesis(HybridBlock):
    def __init__(self, channels=4, **kwargs):
        super().__init__(**kwargs)
        self.channels = channels
        with self.name_scope():
            self.up = self.params.get("up", shape=(2, channels, 4, 4), init=init.Xavier())
            self.params_conv = nn.Conv2D(2 * channels, 3, padding=1, in_channels=channels)

    def hybrid_forward(self, F, y, z_hat, up):
        h = F.relu(F.Deconvolution(z_hat, weight=up, kernel=(4, 4), stride=(2, 2), pad=(1, 1),
                                   num_filter=self.channels, no_bias=True))
        p = self.params_conv(h)
        means = F.slice_axis(p, axis=1, begin=0, end=self.channels)
        scales = F.exp(F.slice_axis(p, axis=1, begin=self.channels, end=None)) + 0.11
        y_hat = F.round(y - means) + means
        upper = 0.5 * (1 + F.erf((y_hat - means + 0.5) / (scales * math.sqrt(2))))
        lower = 0.5 * (1 + F.erf((y_hat - means - 0.5) / (scales * math.sqrt(2))))
        return y_hat, -F.sum(F.log2(F.maximum(upper - lower, 1e-9)))


Net = HyperSynthesis
