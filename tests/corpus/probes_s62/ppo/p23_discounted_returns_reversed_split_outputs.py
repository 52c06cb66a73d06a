"""Discounted returns over a configured horizon: the (N, T) rewards split into T (N,) columns by `F.split(num_outputs=T, squeeze_axis=True)`, walked with `reversed(...)` accumulating `ret = r + gamma * ret`, stacked back to (N, T)."""
from mxnet.gluon import HybridBlock

INPUTS = [(4, 5)]


class DiscountedReturns(HybridBlock):
    def __init__(self, horizon=5, gamma=0.9, **kwargs):
        super(DiscountedReturns, self).__init__(**kwargs)
        self._t, self._gamma = horizon, gamma

    def hybrid_forward(self, F, rewards):
        cols = F.split(rewards, num_outputs=self._t, axis=1, squeeze_axis=True)
        ret = F.zeros_like(cols[0])
        out = []
        for r in reversed(cols):
            ret = r + self._gamma * ret
            out.insert(0, ret)
        return F.stack(*out, axis=1)


Net = DiscountedReturns
