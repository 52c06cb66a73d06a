"""Monodepth photometric reprojection error `alpha * ssim + (1 - alpha) * l1`, where the SSIM map is (N, 3, H, W) and the L1 term is averaged over channels with `keepdims` to (N, 1, H, W), combined by the plain `+`."""
from mxnet.gluon import HybridBlock

INPUTS = [(2, 3, 6, 6), (2, 3, 6, 6)]


class Photometric(HybridBlock):
    def __init__(self, alpha=0.85, **kwargs):
        super().__init__(**kwargs)
        self.alpha = alpha

    def ssim(self, F, x, y):
        pool = lambda t: F.Pooling(t, kernel=(3, 3), stride=(1, 1), pad=(1, 1), pool_type="avg")
        mu_x, mu_y = pool(x), pool(y)
        num = (2 * mu_x * mu_y + 1e-4) * (2 * (pool(x * y) - mu_x * mu_y) + 9e-4)
        den = (mu_x * mu_x + mu_y * mu_y + 1e-4) * (pool(x * x) - mu_x * mu_x + pool(y * y) - mu_y * mu_y + 9e-4)
        return F.clip((1 - num / den) / 2, 0, 1)

    def hybrid_forward(self, F, pred, target):
        l1 = F.mean(F.abs(target - pred), axis=1, keepdims=True)
        return self.alpha * self.ssim(F, pred, target) + (1 - self.alpha) * l1


Net = Photometric
