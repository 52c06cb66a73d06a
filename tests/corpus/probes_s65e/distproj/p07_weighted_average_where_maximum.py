"""gluon-ts `weighted_average(F, x, weights, axis)`: `F.where(weights, x * weights, F.zeros_like(x))` summed
over the axis and divided by `F.maximum(1.0, weights.sum(axis=axis))`, used to average a quantile loss
under the `past_observed_values` mask."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 4), (2, 5), (2, 5)]


def weighted_average(F, x, weights, axis=None):
    weighted = F.where(condition=weights, x=x * weights, y=F.zeros_like(x))
    sum_weights = F.maximum(1.0, weights.sum(axis=axis))
    return weighted.sum(axis=axis) / sum_weights


class WeightedQuantileLoss(HybridBlock):
    def __init__(self, quantile=0.9, **kwargs):
        super().__init__(**kwargs)
        self.quantile = quantile
        with self.name_scope():
            self.proj = nn.Dense(1, flatten=False)

    def hybrid_forward(self, F, x, target, past_observed_values):
        weights = past_observed_values > 0
        err = target - self.proj(x).squeeze(axis=-1)
        loss = F.maximum(self.quantile * err, (self.quantile - 1) * err)
        return weighted_average(F, loss, weights, axis=1)


Net = WeightedQuantileLoss
