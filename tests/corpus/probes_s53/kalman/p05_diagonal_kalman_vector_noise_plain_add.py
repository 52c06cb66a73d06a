"""Diagonal Kalman filter adding the (D,) process variance to the (N, D) state variance with a plain `+`."""
from mxnet import init
from mxnet.gluon import HybridBlock

INPUTS = [(3, 4, 5)]


class DiagKalman(HybridBlock):
    def __init__(self, steps=4, dim=5, r=0.5, **kwargs):
        super().__init__(**kwargs)
        self.steps, self.r = steps, r
        with self.name_scope():
            self.q_raw = self.params.get("q_raw", shape=(dim,), init=init.Constant(-1.0))

    def hybrid_forward(self, F, obs, q_raw):
        q = F.exp(q_raw)
        z0 = F.slice_axis(obs, axis=1, begin=0, end=1).reshape((0, -1))
        mean, var = F.zeros_like(z0), F.ones_like(z0)
        for t in range(self.steps):
            z = F.slice_axis(obs, axis=1, begin=t, end=t + 1).reshape((0, -1))
            var = var + q
            gain = var / (var + self.r)
            mean = mean + gain * (z - mean)
            var = (1 - gain) * var
        return mean


Net = DiagKalman
