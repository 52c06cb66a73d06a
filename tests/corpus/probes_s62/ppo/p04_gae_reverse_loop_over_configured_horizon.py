"""GAE over a configured horizon: rewards (N, T) and values (N, T + 1), a reversed python loop over `range(self._horizon)` reading columns by `slice_axis`, advantages stacked back to (N, T)."""
from mxnet.gluon import HybridBlock

INPUTS = [(4, 6), (4, 7), (4, 6)]


class GAE(HybridBlock):
    def __init__(self, horizon=6, gamma=0.99, lam=0.95, **kwargs):
        super(GAE, self).__init__(**kwargs)
        self._horizon = horizon
        self._gamma = gamma
        self._lam = lam

    def hybrid_forward(self, F, rewards, values, dones_raw):
        not_done = (dones_raw < 0.8)
        last = F.zeros_like(F.slice_axis(rewards, axis=1, begin=0, end=1))
        advs = []
        for t in reversed(range(self._horizon)):
            r = F.slice_axis(rewards, axis=1, begin=t, end=t + 1)
            v = F.slice_axis(values, axis=1, begin=t, end=t + 1)
            v_next = F.slice_axis(values, axis=1, begin=t + 1, end=t + 2)
            nd_t = F.slice_axis(not_done, axis=1, begin=t, end=t + 1)
            delta = r + self._gamma * v_next * nd_t - v
            last = delta + self._gamma * self._lam * nd_t * last
            advs.append(last)
        return F.concat(*advs[::-1], dim=1)


Net = GAE
