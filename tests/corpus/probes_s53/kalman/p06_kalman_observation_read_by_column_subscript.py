"""Kalman update reading the step's observation with a NumPy-style column subscript `obs[:, t]` in a legacy-mode block."""
from mxnet.gluon import HybridBlock

INPUTS = [(5, 6)]


class ScalarKalman(HybridBlock):
    def __init__(self, steps=6, q=0.1, r=0.5, **kwargs):
        super().__init__(**kwargs)
        self.steps, self.q, self.r = steps, q, r

    def hybrid_forward(self, F, obs):
        mean = F.zeros_like(F.sum(obs, axis=1))
        var = F.ones_like(mean)
        out = []
        for t in range(self.steps):
            var = var + self.q
            gain = var / (var + self.r)
            mean = mean + gain * (obs[:, t] - mean)
            var = (1 - gain) * var
            out.append(mean)
        return F.stack(*out, axis=1)


Net = ScalarKalman
