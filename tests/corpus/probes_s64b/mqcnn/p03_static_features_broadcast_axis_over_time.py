"""MQ-CNN feature assembly: static features (N, S) repeated over the T time steps by `F.broadcast_axis(static.expand_dims(1), axis=1, size=self._t)` and concatenated with the dynamic features (N, T, D) along the last axis, then a Dense(flatten=False)."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6, 3), (2, 2)]


class StaticOverTime(HybridBlock):
    def __init__(self, context=6, hidden=5, **kwargs):
        super().__init__(**kwargs)
        self._t = context
        with self.name_scope():
            self.proj = nn.Dense(hidden, flatten=False)

    def hybrid_forward(self, F, dynamic, static):
        rep = F.broadcast_axis(static.expand_dims(1), axis=1, size=self._t)
        return self.proj(F.concat(dynamic, rep, dim=2))


Net = StaticOverTime
