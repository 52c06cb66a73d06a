"""Masked loss average in a module helper without `F`, `weighted_average(x, weights, axis)`, whose numerator
keeps the axis (`sum(axis=axis, keepdims=True)`, (B, 1)) and whose denominator does not ((B,)) -- the
helper's plain `/` meets differing shapes."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 4), (2, 5), (2, 5)]


def weighted_average(x, weights, axis):
    return (x * weights).sum(axis=axis, keepdims=True) / (weights.sum(axis=axis) + 1.0)


class KeepdimsWeightedAverage(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.proj = nn.Dense(1, flatten=False)

    def hybrid_forward(self, F, x, target, past_observed_values):
        weights = past_observed_values > 0
        loss = F.abs(target - self.proj(x).squeeze(axis=-1))
        return weighted_average(loss, weights, axis=1)


Net = KeepdimsWeightedAverage
