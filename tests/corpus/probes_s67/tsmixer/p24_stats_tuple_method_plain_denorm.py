"""Per-channel horizon heads in a python list, the forecast stacked to (B, H, C) and de-normalised with the
statistics a method returns as a tuple, `mu, sd = self._stats(F, x)`: `y * sd + mu`, plain operators of
(B, H, C) and (B, 1, C)."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 8, 3)]


class TupleStatsHeads(HybridBlock):
    def __init__(self, channels=3, horizon=4, eps=1e-5, **kwargs):
        super().__init__(**kwargs)
        self.channels, self.eps = channels, eps
        with self.name_scope():
            self.heads = nn.HybridSequential()
            for _ in range(channels):
                self.heads.add(nn.Dense(horizon))

    def _stats(self, F, x):
        mu = F.mean(x, axis=1, keepdims=True)
        sd = F.sqrt(F.mean(F.square(F.broadcast_sub(x, mu)), axis=1, keepdims=True) + self.eps)
        return mu, sd

    def hybrid_forward(self, F, x):
        mu, sd = self._stats(F, x)
        xn = F.broadcast_div(F.broadcast_sub(x, mu), sd)
        outs = [head(F.slice_axis(xn, axis=2, begin=c, end=c + 1).reshape((0, -1)))
                for c, head in enumerate(self.heads)]
        y = F.stack(*outs, axis=-1)
        return y * sd + mu


Net = TupleStatsHeads
