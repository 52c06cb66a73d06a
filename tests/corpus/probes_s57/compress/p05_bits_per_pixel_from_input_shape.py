"""Rate term in bits per pixel, `-sum(log2(lik)) / (x.shape[0] * x.shape[2] * x.shape[3])`, in the forward of a factorised prior."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 8, 8)]


class RateEstimate(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.analysis = nn.Conv2D(4, 5, strides=2, padding=2, in_channels=3)

    def hybrid_forward(self, F, x):
        y = F.round(self.analysis(x) * 4.0)
        lik = F.maximum(F.sigmoid(y + 0.5) - F.sigmoid(y - 0.5), 1e-9)
        num_pixels = x.shape[0] * x.shape[2] * x.shape[3]
        bpp = -F.sum(F.log2(lik)) / num_pixels
        return y, bpp


Net = RateEstimate
