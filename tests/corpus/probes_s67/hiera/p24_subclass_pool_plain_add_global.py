"""A Hiera variant that overrides the base's `_pool(self, F, t)` to add a global token summary:
`F.max(t.reshape((0, -4, s, -1, 0)), axis=1) + F.mean(t, axis=1, keepdims=True)`, a plain `+` of
(B, N/s, C) and (B, 1, C)."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 16, 4)]


class HieraStageBase(HybridBlock):
    def __init__(self, dim_out=8, q_stride=4, **kwargs):
        super().__init__(**kwargs)
        self.q_stride = q_stride
        with self.name_scope():
            self.proj = nn.Dense(dim_out, flatten=False)

    def _pool(self, F, t):
        return F.max(t.reshape((0, -4, self.q_stride, -1, 0)), axis=1)

    def hybrid_forward(self, F, x):
        return self._pool(F, self.proj(x))


class GlobalPoolStage(HieraStageBase):
    def _pool(self, F, t):
        return F.max(t.reshape((0, -4, self.q_stride, -1, 0)), axis=1) + F.mean(t, axis=1, keepdims=True)


Net = GlobalPoolStage
