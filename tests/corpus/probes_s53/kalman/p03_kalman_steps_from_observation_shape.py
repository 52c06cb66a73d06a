"""Kalman loop over `range(obs.shape[1])` with each step read by `F.slice_axis`."""
from mxnet.gluon import HybridBlock

INPUTS = [(5, 6)]


class ScalarKalman(HybridBlock):
    def __init__(self, q=0.1, r=0.5, **kwargs):
        super().__init__(**kwargs)
        self.q, self.r = q, r

    def hybrid_forward(self, F, obs):
        first = F.slice_axis(obs, axis=1, begin=0, end=1)
        mean, var = F.zeros_like(first), F.ones_like(first)
        out = []
        for t in range(obs.shape[1]):
            z = F.slice_axis(obs, axis=1, begin=t, end=t + 1)
            var = var + self.q
            gain = var / (var + self.r)
            mean = mean + gain * (z - mean)
            var = (1 - gain) * var
            out.append(mean)
        return F.concat(*out, dim=1)


Net = ScalarKalman
