"""MQ-CNN forking-sequences decoder: at every encoder step (N, T, H) a global MLP emits K horizon-specific contexts plus one agnostic context, `reshape((0, 0, -4, self._k + 1, -1))`; the agnostic one `slice_axis(..., axis=2, begin=K, end=None)` is broadcast over the K horizons by `broadcast_axis`, concatenated with the specific contexts and the future features (N, T, K, Ff), and a local MLP emits Q quantiles per horizon."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 6), (2, 5, 3, 2)]


class ForkingDecoder(HybridBlock):
    def __init__(self, horizon=3, ctx=4, quantiles=3, **kwargs):
        super().__init__(**kwargs)
        self._k = horizon
        with self.name_scope():
            self.glob = nn.Dense((horizon + 1) * ctx, flatten=False, activation="relu")
            self.local = nn.Dense(quantiles, flatten=False)

    def hybrid_forward(self, F, enc, future):
        ctx = self.glob(enc).reshape((0, 0, -4, self._k + 1, -1))
        specific = F.slice_axis(ctx, axis=2, begin=0, end=self._k)
        agnostic = F.broadcast_axis(F.slice_axis(ctx, axis=2, begin=self._k, end=None), axis=2, size=self._k)
        return self.local(F.concat(specific, agnostic, future, dim=3))


Net = ForkingDecoder
