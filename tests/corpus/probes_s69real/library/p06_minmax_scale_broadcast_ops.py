"""The min-max scaler with broadcast operators: legal."""
from mxnet.gluon import HybridBlock

INPUTS = [(2, 5, 3), (2, 5, 3)]


class MinMaxScaler(HybridBlock):
    def __init__(self, axis=1, **kwargs):
        super().__init__(**kwargs)
        self.axis = axis

    def hybrid_forward(self, F, data, observed):
        observed = observed > 0
        big = F.broadcast_like(data.max(keepdims=True), data)
        small = F.broadcast_like(data.min(keepdims=True), data)
        min_val = F.where(observed, data, big).min(axis=self.axis, keepdims=True)
        max_val = F.where(observed, data, small).max(axis=self.axis, keepdims=True)
        return F.broadcast_div(F.broadcast_sub(data, min_val), F.broadcast_sub(max_val, min_val) + 1e-6)


Net = MinMaxScaler
