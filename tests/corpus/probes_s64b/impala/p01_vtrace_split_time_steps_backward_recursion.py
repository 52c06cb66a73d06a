"""IMPALA V-trace targets, time-major (T, B): clipped importance ratios rho/c by `F.clip` of `F.exp(log_rhos)`, the TD errors, then the backward recursion `acc = delta_t + gamma_t * c_t * acc` over the T time steps of `F.split(..., squeeze_axis=True)` lists (T from the constructor), the value targets stacked back by `F.stack`."""
from mxnet.gluon import HybridBlock

INPUTS = [(5, 3), (5, 3), (5, 3), (5, 3), (3,)]


class VTraceTargets(HybridBlock):
    def __init__(self, unroll=5, rho_bar=1.0, c_bar=1.0, **kwargs):
        super().__init__(**kwargs)
        self._t, self._rho, self._c = unroll, rho_bar, c_bar

    def hybrid_forward(self, F, log_rhos, discounts, rewards, values, bootstrap):
        rhos = F.exp(log_rhos)
        clipped_rhos = F.clip(rhos, 0, self._rho)
        cs = F.clip(rhos, 0, self._c)
        values_tp1 = F.concat(F.slice_axis(values, axis=0, begin=1, end=None), bootstrap.expand_dims(0), dim=0)
        deltas = clipped_rhos * (rewards + discounts * values_tp1 - values)
        d = F.split(deltas, num_outputs=self._t, axis=0, squeeze_axis=True)
        g = F.split(discounts * cs, num_outputs=self._t, axis=0, squeeze_axis=True)
        acc = F.zeros_like(bootstrap)
        out = []
        for t in reversed(range(self._t)):
            acc = d[t] + g[t] * acc
            out.append(acc)
        return F.stack(*out[::-1], axis=0) + values


Net = VTraceTargets
