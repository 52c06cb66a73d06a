"""Dreamer reward/observation log-likelihood of a diagonal Gaussian written in two parts: the Mahalanobis term summed with `keepdims=True` (N, 1) minus the log-std term summed without (N,) -- plain `-` on differing ranks."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(3, 6), (3, 4)]


class GaussLogProb(HybridBlock):
    def __init__(self, out=4, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.mean = nn.Dense(out)
            self.std = nn.Dense(out)

    def hybrid_forward(self, F, feat, target):
        mean = self.mean(feat)
        std = F.Activation(self.std(feat), act_type="softrelu") + 0.1
        maha = -0.5 * F.sum(F.square((target - mean) / std), axis=-1, keepdims=True)
        return -(maha - F.sum(F.log(std), axis=-1))


Net = GaussLogProb
