"""SAC actor loss averaged by hand: `(alpha * logp - q).sum() / logp.size` -- `.size` of a traced symbol."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 6), (4,)]


class SizeAveragedActorLoss(HybridBlock):
    def __init__(self, obs_dim=6, alpha=0.2, **kwargs):
        super(SizeAveragedActorLoss, self).__init__(**kwargs)
        self._alpha = alpha
        with self.name_scope():
            self.q = nn.Dense(1, in_units=obs_dim)

    def hybrid_forward(self, F, obs, logp):
        q = self.q(obs).reshape((-1,))
        return (self._alpha * logp - q).sum() / logp.size


Net = SizeAveragedActorLoss
