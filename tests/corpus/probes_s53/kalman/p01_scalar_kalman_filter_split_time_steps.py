"""Scalar Kalman filter over a python-fixed number of steps: observations split into per-step columns by `F.split(squeeze_axis=True)`, learnable log noise variances, filtered means stacked back."""
from mxnet import init
from mxnet.gluon import HybridBlock

INPUTS = [(5, 6)]


class ScalarKalman(HybridBlock):
    def __init__(self, steps=6, **kwargs):
        super().__init__(**kwargs)
        self.steps = steps
        with self.name_scope():
            self.log_q = self.params.get("log_q", shape=(1,), init=init.Constant(-1.0))
            self.log_r = self.params.get("log_r", shape=(1,), init=init.Constant(-0.5))

    def hybrid_forward(self, F, obs, log_q, log_r):
        q, r = F.exp(log_q), F.exp(log_r)
        zs = F.split(obs, num_outputs=self.steps, axis=1, squeeze_axis=True)
        mean = F.zeros_like(zs[0])
        var = F.ones_like(zs[0])
        out = []
        for z in zs:
            var = F.broadcast_add(var, q)
            gain = F.broadcast_div(var, F.broadcast_add(var, r))
            mean = mean + gain * (z - mean)
            var = (1 - gain) * var
            out.append(mean)
        return F.stack(*out, axis=1)


Net = ScalarKalman
