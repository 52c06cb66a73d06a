"""Monodepth photometric loss: SSIM from 3x3 average pools of the two images, their squares and product, mixed with the L1 difference."""
from mxnet.gluon import nn


INPUTS = [(1, 3, 5, 6), (1, 3, 5, 6)]


class Net(nn.HybridBlock):
    def __init__(self, alpha=0.85, **kwargs):
        super(Net, self).__init__(**kwargs)
        self._alpha = alpha

    def _pool(self, F, t):
        return F.Pooling(t, kernel=(3, 3), stride=(1, 1), pad=(1, 1), pool_type='avg')

    def hybrid_forward(self, F, x, y):
        c1, c2 = 0.01 ** 2, 0.03 ** 2
        mu_x, mu_y = self._pool(F, x), self._pool(F, y)
        sigma_x = self._pool(F, x * x) - mu_x ** 2
        sigma_y = self._pool(F, y * y) - mu_y ** 2
        sigma_xy = self._pool(F, x * y) - mu_x * mu_y
        num = (2 * mu_x * mu_y + c1) * (2 * sigma_xy + c2)
        den = (mu_x ** 2 + mu_y ** 2 + c1)
        den *= (sigma_x + sigma_y + c2)
        ssim = F.clip((1 - num / den) / 2, 0, 1)
        loss = self._alpha * ssim.mean(axis=1, keepdims=True)
        loss += (1 - self._alpha) * (x - y).abs().mean(axis=1, keepdims=True)
        return loss
