"""Discounted returns over a rollout computed backwards with `rewards[:, t]` in a reversed python range."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 10), (4, 5)]


class Net(HybridBlock):
    def __init__(self, gamma=0.9, horizon=5, **kwargs):
        super().__init__(**kwargs)
        self._gamma = gamma
        self._horizon = horizon
        with self.name_scope():
            self.critic = nn.Dense(1, in_units=10)

    def hybrid_forward(self, F, obs, rewards):
        running = F.reshape(self.critic(obs), shape=(-1,))
        returns = []
        for t in reversed(range(self._horizon)):
            running = rewards[:, t] + self._gamma * running
            returns.append(running)
        return F.stack(*returns[::-1], axis=1)
