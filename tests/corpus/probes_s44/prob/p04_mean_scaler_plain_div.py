"""Mean scaler that divides the series by `scale.expand_dims(axis=1)` with `/`."""
from mxnet.gluon import HybridBlock

INPUTS = [(3, 8), (3, 8)]


class Net(HybridBlock):
    def __init__(self, min_scale=1e-10, **kwargs):
        super().__init__(**kwargs)
        self._min_scale = min_scale

    def hybrid_forward(self, F, data, observed):
        observed = observed > 0
        scale = F.sum(F.abs(data) * observed, axis=1) / F.maximum(F.sum(observed, axis=1), 1.0)
        scale = F.maximum(scale, self._min_scale)
        return data / scale.expand_dims(axis=1), scale
