"""SAC actor with one fused head split by `F.split(num_outputs=2)`; a python flag set in the constructor (`deterministic=True` for evaluation) returns `tanh(mu)` and skips the sampling branch."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 6), (4, 2)]


class EvalActor(HybridBlock):
    def __init__(self, obs_dim=6, act_dim=2, deterministic=True, action_scale=2.0, **kwargs):
        super(EvalActor, self).__init__(**kwargs)
        self._det, self._scale = deterministic, action_scale
        with self.name_scope():
            self.head = nn.Dense(2 * act_dim, in_units=obs_dim)

    def hybrid_forward(self, F, obs, eps):
        mu, log_std = F.split(self.head(obs), num_outputs=2, axis=-1)
        if self._det:
            return self._scale * F.tanh(mu)
        return self._scale * F.tanh(mu + F.exp(F.clip(log_std, -20, 2)) * eps)


Net = EvalActor
