"""Dueling DQN head: Q = V + (A - mean(A)) with broadcast_add / broadcast_sub over the action axis."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 10)]


class DuelingHead(HybridBlock):
    def __init__(self, num_actions=5, hidden=16, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.trunk = nn.Dense(hidden, activation="relu")
            self.value = nn.Dense(1)
            self.advantage = nn.Dense(num_actions)

    def hybrid_forward(self, F, obs):
        h = self.trunk(obs)
        adv = self.advantage(h)
        centred = F.broadcast_sub(adv, F.mean(adv, axis=1, keepdims=True))
        return F.broadcast_add(self.value(h), centred)


class Net(DuelingHead):
    pass
