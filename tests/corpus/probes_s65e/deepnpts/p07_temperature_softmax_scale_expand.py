"""DeepNPTS with a softmax temperature from the constructor (`logits / self.temperature`), the scale
computed as a (B,) vector and expanded by `F.expand_dims(scale, axis=1)` before `F.broadcast_mul`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6)]


class TemperatureWeights(HybridBlock):
    def __init__(self, context_length=6, temperature=0.5, **kwargs):
        super().__init__(**kwargs)
        self.temperature = temperature
        with self.name_scope():
            self.net = nn.Dense(context_length)

    def hybrid_forward(self, F, past_target):
        scale = F.expand_dims(F.mean(F.abs(past_target), axis=1) + 1e-3, axis=1)
        w = F.softmax(self.net(F.broadcast_div(past_target, scale)) / self.temperature, axis=-1)
        return F.broadcast_mul(w, scale), w


Net = TemperatureWeights
