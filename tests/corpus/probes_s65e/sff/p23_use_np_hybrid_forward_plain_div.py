"""Numpy-mode SimpleFeedForward with `@use_np` on a `hybrid_forward(self, F, past_target)`: the scale
`F.np.abs(past_target).mean(axis=1, keepdims=True)` and `past_target / scale`, `mu * scale` -- numpy-mode
operators broadcast in the traced graph too."""
from mxnet import npx
from mxnet.gluon import HybridBlock, nn
from mxnet.util import use_np

npx.set_np()

INPUTS = [(2, 8)]


@use_np
class UseNpPlainDiv(HybridBlock):
    def __init__(self, prediction_length=3, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.mlp = nn.Dense(prediction_length, in_units=8)

    def hybrid_forward(self, F, past_target):
        scale = F.np.abs(past_target).mean(axis=1, keepdims=True) + 1e-3
        return self.mlp(past_target / scale) * scale


Net = UseNpPlainDiv
