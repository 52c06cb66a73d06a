"""Diagonal Kalman filter on (N, T, D) observations: per-dimension process and measurement variances as (D,) Parameters through softplus, combined with the (N, D) state variances by `broadcast_add`."""
from mxnet import init
from mxnet.gluon import HybridBlock

INPUTS = [(3, 4, 5)]


class DiagKalman(HybridBlock):
    def __init__(self, steps=4, dim=5, **kwargs):
        super().__init__(**kwargs)
        self.steps = steps
        with self.name_scope():
            self.q_raw = self.params.get("q_raw", shape=(dim,), init=init.Constant(-1.0))
            self.r_raw = self.params.get("r_raw", shape=(dim,), init=init.Constant(0.0))

    def hybrid_forward(self, F, obs, q_raw, r_raw):
        q = F.Activation(q_raw, act_type="softrelu")
        r = F.Activation(r_raw, act_type="softrelu")
        z0 = F.slice_axis(obs, axis=1, begin=0, end=1).reshape((0, -1))
        mean, var = F.zeros_like(z0), F.ones_like(z0)
        for t in range(self.steps):
            z = F.slice_axis(obs, axis=1, begin=t, end=t + 1).reshape((0, -1))
            var = F.broadcast_add(var, q)
            gain = var / F.broadcast_add(var, r)
            mean = mean + gain * (z - mean)
            var = (1 - gain) * var
        return mean, var


Net = DiagKalman
