"""Fast guided filter refinement on one-channel guide and alpha: box means by stride-1 average `Pooling` with a python radius, a = cov / (var + eps), b = mean_p - a mean_I."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 1, 8, 8)]


class GuidedFilter(HybridBlock):
    def __init__(self, radius=1, eps=1e-2, **kwargs):
        super().__init__(**kwargs)
        self.r, self.eps = radius, eps
        with self.name_scope():
            self.alpha = nn.Conv2D(1, 3, padding=1)

    def box(self, F, x):
        k = 2 * self.r + 1
        return F.Pooling(x, kernel=(k, k), stride=(1, 1), pad=(self.r, self.r), pool_type="avg",
                         count_include_pad=False)

    def hybrid_forward(self, F, guide):
        p = F.sigmoid(self.alpha(guide))
        mean_i, mean_p = self.box(F, guide), self.box(F, p)
        cov = self.box(F, guide * p) - mean_i * mean_p
        var = self.box(F, guide * guide) - mean_i * mean_i
        a = cov / (var + self.eps)
        b = mean_p - a * mean_i
        return self.box(F, a) * guide + self.box(F, b)


Net = GuidedFilter
