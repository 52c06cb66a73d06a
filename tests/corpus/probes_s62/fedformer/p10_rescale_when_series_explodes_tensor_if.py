"""Decomposition with a guard ported from a training script: `if F.abs(x).max() > self._clip:` rescale the series first -- a condition on tensor values."""
from mxnet.gluon import HybridBlock

INPUTS = [(2, 12, 3)]


class GuardedDecomp(HybridBlock):
    def __init__(self, kernel_size=3, clip=0.5, **kwargs):
        super(GuardedDecomp, self).__init__(**kwargs)
        self._k, self._clip = kernel_size, clip

    def hybrid_forward(self, F, x):
        if F.abs(x).max() > self._clip:
            x = x / self._clip
        xt = F.transpose(x, axes=(0, 2, 1))
        trend = F.Pooling(xt, kernel=(self._k,), stride=(1,), pad=(1,), pool_type="avg",
                          count_include_pad=False)
        return F.transpose(trend, axes=(0, 2, 1))


Net = GuardedDecomp
