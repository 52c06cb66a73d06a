"""Rate term in bits per pixel with the pixel count a constructor argument (`batch * height * width` of the training crop) and `log(lik) / -math.log(2)`."""
import math

from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 8, 8)]


class RateEstimate(HybridBlock):
    def __init__(self, crop=(2, 8, 8), **kwargs):
        super().__init__(**kwargs)
        self.num_pixels = crop[0] * crop[1] * crop[2]
        with self.name_scope():
            self.analysis = nn.Conv2D(4, 5, strides=2, padding=2, in_channels=3)

    def hybrid_forward(self, F, x):
        y = F.round(self.analysis(x) * 4.0)
        lik = F.maximum(F.sigmoid(y + 0.5) - F.sigmoid(y - 0.5), 1e-9)
        bpp = F.sum(F.log(lik)) / (-math.log(2) * self.num_pixels)
        return y, bpp


Net = RateEstimate
