"""A Hiera block at a stage change: the projection to the wider dim, then, behind the python flag
`self.q_stride > 1`, the max over the unit-offset axis of `reshape((0, -4, self.q_stride, -1, 0))` on both
the projected shortcut and the attention branch."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 16, 4)]


class StageChange(HybridBlock):
    def __init__(self, dim=4, dim_out=8, q_stride=4, **kwargs):
        super().__init__(**kwargs)
        self.q_stride = q_stride
        with self.name_scope():
            self.norm = nn.LayerNorm(in_channels=dim)
            self.proj = nn.Dense(dim_out, flatten=False)
            self.attn = nn.Dense(dim_out, flatten=False)

    def _pool(self, F, t):
        if self.q_stride > 1:
            t = F.max(t.reshape((0, -4, self.q_stride, -1, 0)), axis=1)
        return t

    def hybrid_forward(self, F, x):
        xn = self.norm(x)
        return self._pool(F, self.proj(xn)) + self._pool(F, self.attn(xn))


Net = StageChange
