"""GAE on time-major rollouts (T, N): the horizon is taken as `len(rewards)` and the loop reads rows by `slice_axis(axis=0)`; once traced, `len()` of the symbol is 1 and only one step is computed."""
from mxnet.gluon import HybridBlock

INPUTS = [(5, 4), (6, 4)]


class TimeMajorGAE(HybridBlock):
    def __init__(self, gamma=0.99, lam=0.95, **kwargs):
        super(TimeMajorGAE, self).__init__(**kwargs)
        self._gamma = gamma
        self._lam = lam

    def hybrid_forward(self, F, rewards, values):
        horizon = len(rewards)
        last = F.zeros_like(F.slice_axis(rewards, axis=0, begin=0, end=1))
        advs = []
        for t in reversed(range(horizon)):
            r = F.slice_axis(rewards, axis=0, begin=t, end=t + 1)
            v = F.slice_axis(values, axis=0, begin=t, end=t + 1)
            v_next = F.slice_axis(values, axis=0, begin=t + 1, end=t + 2)
            last = r + self._gamma * v_next - v + self._gamma * self._lam * last
            advs.insert(0, last)
        return F.concat(*advs, dim=0)


Net = TimeMajorGAE
