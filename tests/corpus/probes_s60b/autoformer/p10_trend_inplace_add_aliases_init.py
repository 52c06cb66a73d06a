"""Autoformer decoder returning its initial trend for an auxiliary loss while accumulating `trend += residual` in place: eagerly `trend_init` is the same NDArray and silently changes too; the traced symbol has no in-place add at all."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6, 3)]


class InplaceTrendDecoder(HybridBlock):
    def __init__(self, units=3, pred_len=6, num_layers=2, **kwargs):
        super().__init__(**kwargs)
        self._pred_len = pred_len
        with self.name_scope():
            self.projs = nn.HybridSequential()
            for _ in range(num_layers):
                self.projs.add(nn.Dense(units, flatten=False, in_units=units))

    def hybrid_forward(self, F, x):
        trend_init = F.repeat(F.mean(x, axis=1, keepdims=True), repeats=self._pred_len, axis=1)
        trend = trend_init
        for proj in self.projs:
            trend += proj(x)
        return trend, trend_init


Net = InplaceTrendDecoder
