"""Min-max scaler of a forecasting library: the observed minimum and maximum over the time axis kept
with keepdims=True, then `(data - min_val) / (max_val - min_val)` with plain operators."""
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
        return (data - min_val) / (max_val - min_val + 1e-6)


Net = MinMaxScaler
