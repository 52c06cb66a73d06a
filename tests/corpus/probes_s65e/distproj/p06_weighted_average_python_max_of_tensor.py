"""Quantile loss averaged with a `past_observed_values` mask, the denominator written
`max(1.0, weights.sum())` (python's `max` of a float and a tensor)."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 4), (2, 5), (2, 5)]


class PythonMaxDenominator(HybridBlock):
    def __init__(self, quantile=0.9, **kwargs):
        super().__init__(**kwargs)
        self.quantile = quantile
        with self.name_scope():
            self.proj = nn.Dense(1, flatten=False)

    def hybrid_forward(self, F, x, target, past_observed_values):
        weights = past_observed_values > 0
        err = target - self.proj(x).squeeze(axis=-1)
        loss = F.maximum(self.quantile * err, (self.quantile - 1) * err)
        return (loss * weights).sum() / max(1.0, weights.sum())


Net = PythonMaxDenominator
