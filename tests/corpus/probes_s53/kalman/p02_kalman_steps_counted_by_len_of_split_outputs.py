"""Kalman loop counted by `len()` of the list `F.split` returns (a multi-output symbol when traced, whose length is its output count), reading each step by position."""
from mxnet.gluon import HybridBlock

INPUTS = [(5, 6)]


class ScalarKalman(HybridBlock):
    def __init__(self, steps=6, q=0.1, r=0.5, **kwargs):
        super().__init__(**kwargs)
        self.steps, self.q, self.r = steps, q, r

    def hybrid_forward(self, F, obs):
        zs = F.split(obs, num_outputs=self.steps, axis=1)
        mean, var = F.zeros_like(zs[0]), F.ones_like(zs[0])
        out = []
        for t in range(len(zs)):
            var = var + self.q
            gain = var / (var + self.r)
            mean = mean + gain * (zs[t] - mean)
            var = (1 - gain) * var
            out.append(mean)
        return F.concat(*out, dim=1)


Net = ScalarKalman
