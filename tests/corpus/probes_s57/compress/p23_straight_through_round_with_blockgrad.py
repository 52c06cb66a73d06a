"""Straight-through quantiser `y + F.BlockGrad(F.round(y) - y)`, and a mean-scale hyperprior's means and scales from `F.split` of one conv, the latent centred by the same-shape means."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 8, 8), (2, 4, 4, 4)]


class MeanScaleSTE(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.analysis = nn.Conv2D(4, 5, strides=2, padding=2, in_channels=3)
            self.h_s = nn.Conv2D(8, 3, padding=1, in_channels=4)

    def hybrid_forward(self, F, x, z_hat):
        y = self.analysis(x) * 4.0
        means, scales = F.split(self.h_s(z_hat), num_outputs=2, axis=1)
        y_c = y - means
        y_hat = y_c + F.BlockGrad(F.round(y_c) - y_c)
        return y_hat + means, F.exp(scales)


Net = MeanScaleSTE
