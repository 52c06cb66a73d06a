"""DeepAR mean scaler: scale = sum(|past| * observed) / max(sum(observed), 1), floored at a python minimum; the target divided with `broadcast_div`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(3, 12), (3, 12)]


class MeanScaler(HybridBlock):
    def __init__(self, minimum_scale=1e-10, **kwargs):
        super().__init__(**kwargs)
        self._min = minimum_scale

    def hybrid_forward(self, F, data, observed):
        num_observed = F.sum(observed, axis=1)
        total = F.sum(F.abs(data) * observed, axis=1)
        scale = F.maximum(total / F.maximum(num_observed, 1.0), self._min)
        return F.broadcast_div(data, scale.expand_dims(axis=1)), scale


class Net(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.scaler = MeanScaler()
            self.proj = nn.Dense(4, in_units=12)

    def hybrid_forward(self, F, past_target, past_raw_mask):
        observed = past_raw_mask > -0.5
        scaled, scale = self.scaler(past_target, observed)
        return self.proj(scaled), scale
