"""SAC automatic temperature: a (1,) `log_alpha` Parameter, `alpha = exp(log_alpha)` applied to the (N,) log-probabilities by `broadcast_mul`, the actor loss `alpha * logp - q` and the temperature loss `-log_alpha * (logp + target_entropy)` with the target entropy `-act_dim` from the constructor."""
import mxnet as mx
from mxnet.gluon import HybridBlock

INPUTS = [(4,), (4,)]


class TemperatureLoss(HybridBlock):
    def __init__(self, act_dim=2, init_alpha=0.1, **kwargs):
        super(TemperatureLoss, self).__init__(**kwargs)
        self._target_entropy = -float(act_dim)
        with self.name_scope():
            self.log_alpha = self.params.get("log_alpha", shape=(1,), init=mx.init.Constant(-2.3))

    def hybrid_forward(self, F, logp, q, log_alpha):
        alpha = F.exp(log_alpha)
        actor = (F.broadcast_mul(F.BlockGrad(alpha), logp) - q).mean()
        temp = -F.broadcast_mul(log_alpha, F.BlockGrad(logp) + self._target_entropy).mean()
        return actor, temp


Net = TemperatureLoss
