"""Mean scaler whose (N, 1) keepdims scale divides the (N, T) target with a plain `/`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(3, 12), (3, 12)]


class Net(HybridBlock):
    def __init__(self, minimum_scale=1e-10, **kwargs):
        super().__init__(**kwargs)
        self._min = minimum_scale
        with self.name_scope():
            self.proj = nn.Dense(4, in_units=12)

    def hybrid_forward(self, F, past_target, past_raw_mask):
        observed = past_raw_mask > -0.5
        num = F.maximum(F.sum(observed, axis=1, keepdims=True), 1.0)
        scale = F.maximum(F.sum(F.abs(past_target) * observed, axis=1, keepdims=True) / num, self._min)
        return self.proj(past_target / scale), scale
