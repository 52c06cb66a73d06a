"""SimpleFeedForward with gluon-ts' MeanScaler: the observed mask `past_observed_values > 0`, the mean
absolute observed value per series over `F.maximum(num_observed, 1)`, a `min_scale` floor from the
constructor, and the (B,) scale expanded to (B, 1) for `F.broadcast_div`/`F.broadcast_mul`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 8), (2, 8)]


class MeanScalerSff(HybridBlock):
    def __init__(self, prediction_length=3, min_scale=1e-3, **kwargs):
        super().__init__(**kwargs)
        self.min_scale = min_scale
        with self.name_scope():
            self.mlp = nn.Dense(prediction_length)

    def hybrid_forward(self, F, past_target, past_observed_values):
        observed = past_observed_values > 0
        num_observed = F.sum(observed, axis=1)
        sum_abs = F.sum(F.abs(past_target * observed), axis=1)
        scale = F.maximum(sum_abs / F.maximum(num_observed, 1.0), self.min_scale).expand_dims(axis=1)
        return F.broadcast_mul(self.mlp(F.broadcast_div(past_target, scale)), scale)


Net = MeanScalerSff
