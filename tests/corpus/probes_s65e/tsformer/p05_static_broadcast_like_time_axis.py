"""Transformer inputs with the static features put along time by `F.broadcast_like(static.expand_dims(1),
time_feat, lhs_axes=(1,), rhs_axes=(1,))` (no length needed) and concatenated with the time features."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 2), (2, 3)]


class BroadcastLikeStatic(HybridBlock):
    def __init__(self, d_model=8, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.embed = nn.Dense(d_model, flatten=False)

    def hybrid_forward(self, F, time_feat, feat_static_real):
        static = F.broadcast_like(feat_static_real.expand_dims(axis=1), time_feat, lhs_axes=(1,), rhs_axes=(1,))
        return self.embed(F.concat(time_feat, static, dim=2))


Net = BroadcastLikeStatic
