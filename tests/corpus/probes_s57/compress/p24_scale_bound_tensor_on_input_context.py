"""Gaussian conditional whose lower bound is a tensor built on the input's device, `F.full((1,), self.bound, ctx=z_hat.context)`, applied by `broadcast_maximum`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 4, 4)]


class LowerBoundedScales(HybridBlock):
    def __init__(self, bound=0.11, **kwargs):
        super().__init__(**kwargs)
        self.bound = bound
        with self.name_scope():
            self.h_s = nn.Conv2D(4, 3, padding=1, in_channels=4)

    def hybrid_forward(self, F, z_hat):
        scales = F.exp(self.h_s(z_hat))
        bound = F.full((1,), self.bound, ctx=z_hat.context)
        return F.broadcast_maximum(scales, bound)


Net = LowerBoundedScales
