"""Dreamer lambda-returns over an imagined horizon: rewards and values (H, B) split by `F.split(..., squeeze_axis=True)` (H from the constructor), `ret = r_t + gamma * ((1 - lam) * v_{t+1} + lam * ret)` backwards, the bootstrap taken as `v[-1]` -- a negative index into the split's outputs, which a traced multi-output Symbol rejects (a python list eagerly). Written as a legal probe; MXNet 1.9.1 says otherwise, kept as an illegal one."""
from mxnet.gluon import HybridBlock

INPUTS = [(5, 3), (5, 3)]


class LambdaReturns(HybridBlock):
    def __init__(self, horizon=5, gamma=0.99, lam=0.95, **kwargs):
        super().__init__(**kwargs)
        self._h, self._g, self._lam = horizon, gamma, lam

    def hybrid_forward(self, F, rewards, values):
        r = F.split(rewards, num_outputs=self._h, axis=0, squeeze_axis=True)
        v = F.split(values, num_outputs=self._h, axis=0, squeeze_axis=True)
        ret, out = v[-1], []
        for t in reversed(range(self._h - 1)):
            ret = r[t] + self._g * ((1 - self._lam) * v[t + 1] + self._lam * ret)
            out.append(ret)
        return F.stack(*out[::-1], axis=0)


Net = LambdaReturns
