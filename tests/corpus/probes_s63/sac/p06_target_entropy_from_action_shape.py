"""SAC temperature loss with the target entropy taken from the sampled actions: `target_entropy = -a.shape[-1]` -- `.shape` of a traced symbol."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 6), (4, 2)]


class ShapeTargetEntropy(HybridBlock):
    def __init__(self, obs_dim=6, act_dim=2, **kwargs):
        super(ShapeTargetEntropy, self).__init__(**kwargs)
        with self.name_scope():
            self.mu = nn.Dense(act_dim, in_units=obs_dim)
            self.log_alpha = self.params.get("log_alpha", shape=(1,))

    def hybrid_forward(self, F, obs, eps, log_alpha):
        a = F.tanh(self.mu(obs) + 0.1 * eps)
        logp = (-0.5 * F.square(eps)).sum(axis=-1)
        target_entropy = -a.shape[-1]
        return -F.broadcast_mul(log_alpha, logp + target_entropy).mean()


Net = ShapeTargetEntropy
