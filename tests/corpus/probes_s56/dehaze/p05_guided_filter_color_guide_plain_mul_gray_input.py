"""Guided filter taking the 3-channel image as guide for a 1-channel transmission map, `mean_I * mean_p` by a plain `*`."""
from mxnet.gluon import HybridBlock

INPUTS = [(2, 3, 12, 12), (2, 1, 12, 12)]


class GuidedFilter(HybridBlock):
    def __init__(self, radius=2, eps=1e-3, **kwargs):
        super().__init__(**kwargs)
        self.r = radius
        self.eps = eps

    def box(self, F, x):
        r = self.r
        return F.Pooling(x, kernel=(2 * r + 1, 2 * r + 1), stride=(1, 1), pad=(r, r), pool_type="avg",
                         count_include_pad=False)

    def hybrid_forward(self, F, image, p):
        mean_I, mean_p = self.box(F, image), self.box(F, p)
        cov_Ip = self.box(F, F.broadcast_mul(image, p)) - mean_I * mean_p
        var_I = self.box(F, image * image) - mean_I * mean_I
        a = cov_Ip / (var_I + self.eps)
        b = F.broadcast_sub(mean_p, a * mean_I)
        return F.broadcast_add(self.box(F, a) * image, self.box(F, b)).mean(axis=1, keepdims=True)


Net = GuidedFilter
