"""Gaussian splatting compositing as p07 with the transmittance updated in place, `T *= 1 - a_k` (an
NDArray multiplies in place eagerly; a Symbol has no `*=`)."""
from mxnet.gluon import HybridBlock

INPUTS = [(9, 4), (4, 3)]


class InplaceTransmittance(HybridBlock):
    def __init__(self, num_gaussians=4, **kwargs):
        super().__init__(**kwargs)
        self.K = num_gaussians

    def hybrid_forward(self, F, alpha_logits, colors):
        alpha = F.sigmoid(alpha_logits) * 0.99
        T = F.ones_like(alpha.slice_axis(axis=1, begin=0, end=1))
        image = F.zeros_like(F.dot(T, colors.slice_axis(axis=0, begin=0, end=1)))
        for k in range(self.K):
            a_k = alpha.slice_axis(axis=1, begin=k, end=k + 1)
            image = image + F.dot(T * a_k, colors.slice_axis(axis=0, begin=k, end=k + 1))
            T *= 1 - a_k
        return image


Net = InplaceTransmittance
