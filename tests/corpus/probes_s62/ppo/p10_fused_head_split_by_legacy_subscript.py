"""Actor-critic with one fused output layer of A + 1 units, split PyTorch-style into logits `out[:, :A]` and value `out[:, A]` by subscripts."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 8)]


class FusedActorCritic(HybridBlock):
    def __init__(self, obs_dim=8, num_actions=4, **kwargs):
        super(FusedActorCritic, self).__init__(**kwargs)
        self._a = num_actions
        with self.name_scope():
            self.body = nn.Dense(16, in_units=obs_dim, activation="relu")
            self.out = nn.Dense(num_actions + 1, in_units=16)

    def hybrid_forward(self, F, obs):
        out = self.out(self.body(obs))
        logits = out[:, :self._a]
        value = out[:, self._a]
        return F.log_softmax(logits, axis=-1), value


Net = FusedActorCritic
