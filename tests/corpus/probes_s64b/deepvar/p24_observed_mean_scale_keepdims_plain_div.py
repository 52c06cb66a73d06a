"""DeepVAR mean scaler over observed values only: `F.sum(F.abs(past) * observed, axis=1, keepdims=True) / F.maximum(F.sum(observed, axis=1, keepdims=True), 1.0)` -- a plain `/` of two (N, 1, D) keepdims sums, the target then divided by `F.broadcast_div`."""
from mxnet.gluon import HybridBlock

INPUTS = [(2, 6, 3), (2, 6, 3)]


class ObservedScale(HybridBlock):
    def hybrid_forward(self, F, past, raw_observed):
        observed = raw_observed > -0.5
        scale = F.sum(F.abs(past) * observed, axis=1, keepdims=True) / F.maximum(
            F.sum(observed, axis=1, keepdims=True), 1.0)
        scale = F.maximum(scale, 1e-3)
        return F.broadcast_div(past, scale), scale


Net = ObservedScale
