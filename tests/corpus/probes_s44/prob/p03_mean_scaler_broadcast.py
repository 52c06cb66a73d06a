"""GluonTS-like mean scaler: mean absolute observed value per series, floored, divided out with broadcast_div."""
from mxnet.gluon import HybridBlock

INPUTS = [(3, 8), (3, 8)]


class Net(HybridBlock):
    def __init__(self, min_scale=1e-10, **kwargs):
        super().__init__(**kwargs)
        self._min_scale = min_scale

    def hybrid_forward(self, F, data, observed):
        observed = observed > 0
        num_observed = F.sum(observed, axis=1)
        sum_observed = F.sum(F.abs(data) * observed, axis=1)
        scale = F.maximum(sum_observed / F.maximum(num_observed, 1.0), self._min_scale)
        return F.broadcast_div(data, F.expand_dims(scale, axis=1)), scale
