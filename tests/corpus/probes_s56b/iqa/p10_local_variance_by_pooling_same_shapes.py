"""SSIM-like local statistics for IQA: local means and second moments by 3x3 average pooling (stride 1, padded), variance `pool(x*x) - mu*mu` of equal shapes, structure map by `sqrt` of a clipped variance."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 1, 8, 8), (2, 1, 8, 8)]


class LocalStats(HybridBlock):
    def __init__(self, c2=0.03 ** 2, **kwargs):
        super(LocalStats, self).__init__(**kwargs)
        self.c2 = c2
        with self.name_scope():
            self.pool = nn.AvgPool2D(3, strides=1, padding=1, count_include_pad=False)

    def hybrid_forward(self, F, ref, dist):
        mu_r, mu_d = self.pool(ref), self.pool(dist)
        var_r = F.clip(self.pool(ref * ref) - mu_r * mu_r, 0, 1e6)
        var_d = F.clip(self.pool(dist * dist) - mu_d * mu_d, 0, 1e6)
        cov = self.pool(ref * dist) - mu_r * mu_d
        s = (2 * cov + self.c2) / (var_r + var_d + self.c2)
        return F.mean(s, axis=(1, 2, 3))


Net = LocalStats
