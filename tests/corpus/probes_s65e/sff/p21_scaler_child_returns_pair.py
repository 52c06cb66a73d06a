"""SimpleFeedForward with gluon-ts' scaler as a child block returning `(scaled, scale)`; the parent unpacks
the pair and rescales the forecast by `F.broadcast_mul`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 8), (2, 8)]


class MeanScaler(HybridBlock):
    def __init__(self, min_scale=1e-3, **kwargs):
        super().__init__(**kwargs)
        self.min_scale = min_scale

    def hybrid_forward(self, F, data, observed):
        num = F.maximum(F.sum(observed, axis=1, keepdims=True), 1.0)
        scale = F.maximum(F.broadcast_div(F.sum(F.abs(data * observed), axis=1, keepdims=True), num), self.min_scale)
        return F.broadcast_div(data, scale), scale


class ScalerChildSff(HybridBlock):
    def __init__(self, prediction_length=3, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.scaler = MeanScaler()
            self.mlp = nn.Dense(prediction_length)

    def hybrid_forward(self, F, past_target, past_observed_values):
        scaled, scale = self.scaler(past_target, past_observed_values > 0)
        return F.broadcast_mul(self.mlp(scaled), scale)


Net = ScalerChildSff
