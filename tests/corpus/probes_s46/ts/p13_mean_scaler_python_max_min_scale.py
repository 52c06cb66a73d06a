"""Scaler that floors the series' mean absolute value with the builtin `max(scale, min_scale)` before dividing."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(1, 12)]


class Net(HybridBlock):
    def __init__(self, minimum_scale=1e-3, **kwargs):
        super().__init__(**kwargs)
        self._min = minimum_scale
        with self.name_scope():
            self.proj = nn.Dense(4, in_units=12)

    def hybrid_forward(self, F, past_target):
        scale = max(F.mean(F.abs(past_target)), self._min)
        return self.proj(F.broadcast_div(past_target, scale))
