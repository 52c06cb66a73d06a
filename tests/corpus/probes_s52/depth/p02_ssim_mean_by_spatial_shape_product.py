"""SSIM loss averaged per image by dividing the spatial sum by `x.shape[2] * x.shape[3]`."""
from mxnet.gluon import HybridBlock

INPUTS = [(2, 3, 6, 6), (2, 3, 6, 6)]


class SSIMLoss(HybridBlock):
    def __init__(self, c1=0.01 ** 2, c2=0.03 ** 2, **kwargs):
        super().__init__(**kwargs)
        self.c1, self.c2 = c1, c2

    def hybrid_forward(self, F, x, y):
        pool = lambda t: F.Pooling(t, kernel=(3, 3), stride=(1, 1), pad=(1, 1), pool_type="avg")
        mu_x, mu_y = pool(x), pool(y)
        sigma_xy = pool(x * y) - mu_x * mu_y
        num = (2 * mu_x * mu_y + self.c1) * (2 * sigma_xy + self.c2)
        den = (mu_x ** 2 + mu_y ** 2 + self.c1) * (pool(x * x) - mu_x ** 2 + pool(y * y) - mu_y ** 2 + self.c2)
        dissim = (1 - num / den) / 2
        return F.sum(dissim, axis=(2, 3)) / (x.shape[2] * x.shape[3])


Net = SSIMLoss
