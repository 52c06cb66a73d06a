"""Monodepth SSIM term: local means, variances and covariance by 3x3 stride-1 average `F.Pooling` of the images and their products after reflection padding, python constants C1/C2, the dissimilarity `(1 - ssim) / 2` clipped."""
from mxnet.gluon import HybridBlock

INPUTS = [(2, 3, 6, 6), (2, 3, 6, 6)]


class SSIM(HybridBlock):
    def __init__(self, c1=0.01 ** 2, c2=0.03 ** 2, **kwargs):
        super().__init__(**kwargs)
        self.c1, self.c2 = c1, c2

    def pool(self, F, t):
        t = F.pad(t, mode="reflect", pad_width=(0, 0, 0, 0, 1, 1, 1, 1))
        return F.Pooling(t, kernel=(3, 3), stride=(1, 1), pool_type="avg")

    def hybrid_forward(self, F, x, y):
        mu_x, mu_y = self.pool(F, x), self.pool(F, y)
        sigma_x = self.pool(F, x * x) - mu_x * mu_x
        sigma_y = self.pool(F, y * y) - mu_y * mu_y
        sigma_xy = self.pool(F, x * y) - mu_x * mu_y
        num = (2 * mu_x * mu_y + self.c1) * (2 * sigma_xy + self.c2)
        den = (mu_x * mu_x + mu_y * mu_y + self.c1) * (sigma_x + sigma_y + self.c2)
        return F.clip((1 - num / den) / 2, 0, 1)


Net = SSIM
