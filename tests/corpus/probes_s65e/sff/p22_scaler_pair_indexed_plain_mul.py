"""SimpleFeedForward reading its scaler child's `(scaled, scale)` pair by index, `out[0]` and `out[1]` (a
python tuple, legal), then rescaling the (B, H) forecast by the (B, 1) scale with a plain `*`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 8)]


class AbsMeanScaler(HybridBlock):
    def hybrid_forward(self, F, data):
        scale = F.mean(F.abs(data), axis=1, keepdims=True) + 1e-3
        return F.broadcast_div(data, scale), scale


class IndexedPairPlainMul(HybridBlock):
    def __init__(self, prediction_length=3, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.scaler = AbsMeanScaler()
            self.mlp = nn.Dense(prediction_length)

    def hybrid_forward(self, F, past_target):
        out = self.scaler(past_target)
        return self.mlp(out[0]) * out[1]


Net = IndexedPairPlainMul
