"""Numpy-mode Transformer with `@use_np` on a `hybrid_forward(self, F, past_target, past_time_feat)`: the
history length read as `past_target.shape[1]` to cut the context (a symbol in the traced run)."""
from mxnet import npx
from mxnet.gluon import HybridBlock, nn
from mxnet.util import use_np

npx.set_np()

INPUTS = [(2, 8), (2, 8, 2)]


@use_np
class UseNpShapeContext(HybridBlock):
    def __init__(self, context_length=4, **kwargs):
        super().__init__(**kwargs)
        self.context_length = context_length
        with self.name_scope():
            self.embed = nn.Dense(8, flatten=False, in_units=3)

    def hybrid_forward(self, F, past_target, past_time_feat):
        t = past_target.shape[1]
        begin = t - self.context_length
        x = F.np.concatenate([F.np.expand_dims(past_target[:, begin:], 2), past_time_feat[:, begin:]], axis=2)
        return self.embed(x)


Net = UseNpShapeContext
