"""Blind noise estimate with the image normalised as `x / sigma` by the plain `/`, sigma being the (N, 1, 1, 1) keepdims mean of the Laplacian response."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 1, 6, 6)]

LAPLACE = [[[[0.0, 1.0, 0.0], [1.0, -4.0, 1.0], [0.0, 1.0, 0.0]]]]


class NoiseNormalised(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.lap = self.params.get_constant("lap", LAPLACE)
            self.conv = nn.Conv2D(1, 3, padding=1, in_channels=1)

    def hybrid_forward(self, F, x, lap):
        resp = F.Convolution(x, lap, kernel=(3, 3), pad=(1, 1), num_filter=1, no_bias=True)
        sigma = F.mean(F.abs(resp), axis=(1, 2, 3), keepdims=True) * 0.2 + 1e-3
        return self.conv(x / sigma)


Net = NoiseNormalised
